/**
 * Every message the server side can hand to a person, by key, in English (the spec's exact
 * wording, §5 and §8) and Arabic. Errors and validation failures travel as keys; the web app and
 * mobile clients render the text for the current language.
 */
export const messages = {
  // §5 validation rules
  'validation.required': { en: 'This field is required.', ar: 'هذا الحقل مطلوب.' },
  'validation.nonNegativeNumber': {
    en: 'This field requires a non-negative number.',
    ar: 'يتطلب هذا الحقل رقمًا غير سالب.',
  },
  'validation.requiredArray': { en: 'Choose at least one item.', ar: 'اختر عنصرًا واحدًا على الأقل.' },
  'validation.percent': { en: 'Enter a percentage from 0 to 100.', ar: 'أدخل نسبة مئوية من 0 إلى 100.' },
  'validation.url': { en: 'Invalid URL.', ar: 'رابط غير صالح.' },
  'validation.date': {
    en: "Invalid date. Date must be 'yyyy-mm-dd'.",
    ar: "تاريخ غير صالح. يجب أن يكون التاريخ بصيغة 'yyyy-mm-dd'.",
  },
  'validation.password': {
    en: 'Password must be at least 6 characters.',
    ar: 'يجب ألا تقل كلمة المرور عن 6 أحرف.',
  },
  'validation.email': { en: 'Invalid e-mail.', ar: 'بريد إلكتروني غير صالح.' },
  'validation.file': { en: 'This file is required.', ar: 'هذا الملف مطلوب.' },
  'validation.money': {
    en: 'Enter an amount such as 1,250.500.',
    ar: 'أدخل مبلغًا مثل 1,250.500.',
  },
  'validation.tooLong': { en: 'This text is too long.', ar: 'هذا النص طويل جدًا.' },
  'validation.invalid': { en: 'This value is not valid.', ar: 'هذه القيمة غير صالحة.' },
  'validation.passwordMismatch': {
    en: 'The passwords do not match.',
    ar: 'كلمتا المرور غير متطابقتين.',
  },
  'validation.userName': {
    en: 'Use 3 to 30 letters, digits, dots, dashes or underscores.',
    ar: 'استخدم من 3 إلى 30 حرفًا أو رقمًا أو نقطة أو شرطة أو شرطة سفلية.',
  },
  'validation.priceRange': {
    en: 'The minimum price must not be more than the maximum price.',
    ar: 'يجب ألا يزيد الحد الأدنى للسعر عن الحد الأقصى.',
  },
  'validation.minAttributes': {
    en: 'Select and fill at least 3 attributes.',
    ar: 'اختر واملأ 3 خصائص على الأقل.',
  },
  'validation.unsafeText': {
    en: 'Remove HTML tags and text-direction control characters.',
    ar: 'أزل وسوم HTML وأحرف التحكم في اتجاه النص.',
  },
  'validation.fileType': {
    en: 'This file type is not allowed.',
    ar: 'نوع هذا الملف غير مسموح به.',
  },
  'validation.tooManyFiles': {
    en: 'You have added more files than allowed.',
    ar: 'لقد أضفت ملفات أكثر من المسموح به.',
  },
  'validation.draftStep': {
    en: 'Complete the previous steps of your ad first.',
    ar: 'أكمل الخطوات السابقة من إعلانك أولًا.',
  },
  'validation.emptyMessage': { en: 'Write a message or attach a file.', ar: 'اكتب رسالة أو أرفق ملفًا.' },
  'validation.paymentSessionInvalid': {
    en: 'This payment session is not valid. Start the payment again.',
    ar: 'جلسة الدفع هذه غير صالحة. ابدأ عملية الدفع من جديد.',
  },
  'validation.paymentSessionExpired': {
    en: 'This payment session has expired. Start the payment again.',
    ar: 'انتهت صلاحية جلسة الدفع هذه. ابدأ عملية الدفع من جديد.',
  },
  'validation.paymentSessionUsed': {
    en: 'This payment session was already used. Start the payment again.',
    ar: 'تم استخدام جلسة الدفع هذه من قبل. ابدأ عملية الدفع من جديد.',
  },
  'validation.paymentMethod': {
    en: 'Choose a way to pay.',
    ar: 'اختر طريقة الدفع.',
  },
  'validation.serviceDays': {
    en: 'Choose a number of days this service offers.',
    ar: 'اختر عدد أيام تتيحه هذه الخدمة.',
  },
  'validation.ownAccount': {
    en: 'You cannot do this with your own account.',
    ar: 'لا يمكنك القيام بذلك مع حسابك الخاص.',
  },

  // Barter and trade requests (spec §3 Request, §4 request status): why one is refused
  'request.ownProduct': {
    en: 'You cannot send a request for your own product.',
    ar: 'لا يمكنك إرسال طلب على منتجك الخاص.',
  },
  'request.notForBarter': { en: 'This product is not offered for barter.', ar: 'هذا المنتج غير معروض للمقايضة.' },
  'request.notForSale': { en: 'This product is not for sale.', ar: 'هذا المنتج غير معروض للبيع.' },
  'request.productUnavailable': { en: 'This product is no longer available.', ar: 'هذا المنتج لم يعد متاحًا.' },
  'request.notYourProduct': {
    en: 'Offer one of your own published products.',
    ar: 'اعرض أحد منتجاتك المنشورة.',
  },
  'request.receiverMismatch': {
    en: 'This product belongs to another member.',
    ar: 'هذا المنتج يخص عضوًا آخر.',
  },
  'request.receiverUnavailable': {
    en: 'This member cannot receive requests right now.',
    ar: 'لا يمكن لهذا العضو استقبال الطلبات حاليًا.',
  },
  // the neutral refusal a blocked person gets (it does not say they were blocked)
  'contact.unavailable': {
    en: 'This member cannot be contacted right now.',
    ar: 'لا يمكن التواصل مع هذا العضو حاليًا.',
  },
  // a new ad refused to keep spam out
  'ad.dailyLimit': {
    en: 'You have placed as many ads as you can today. Try again tomorrow, or become a member to place more.',
    ar: 'لقد أضفت الحد الأقصى من الإعلانات اليوم. حاول مرة أخرى غدًا، أو اشترك في العضوية لتضيف المزيد.',
  },
  'ad.dailyLimitMember': {
    en: 'You have placed as many ads as you can today. Try again tomorrow.',
    ar: 'لقد أضفت الحد الأقصى من الإعلانات اليوم. حاول مرة أخرى غدًا.',
  },
  'ad.duplicateTitle': {
    en: 'You already have an active ad with this title.',
    ar: 'لديك بالفعل إعلان نشط بهذا العنوان.',
  },
  'ad.duplicatePicture': {
    en: 'You already have an active ad with this main picture.',
    ar: 'لديك بالفعل إعلان نشط بهذه الصورة الرئيسية.',
  },
  'request.senderProductRequired': {
    en: 'Choose one of your products to offer.',
    ar: 'اختر أحد منتجاتك لتعرضه.',
  },
  'request.senderProductNotAllowed': {
    en: 'A purchase request does not offer a product.',
    ar: 'طلب الشراء لا يتضمن عرض منتج.',
  },
  'request.duplicate': {
    en: 'You have already sent this request; it is waiting for an answer.',
    ar: 'لقد أرسلت هذا الطلب من قبل، وهو بانتظار الرد.',
  },
  'request.receiverOnly': {
    en: 'Only the member who received this request can accept, reject or reopen it.',
    ar: 'وحده العضو الذي استلم هذا الطلب يمكنه قبوله أو رفضه أو إعادته إلى الانتظار.',
  },
  'request.senderOnly': {
    en: 'Only the member who sent this request can withdraw it.',
    ar: 'وحده العضو الذي أرسل هذا الطلب يمكنه سحبه.',
  },
  'request.answeredAlready': {
    en: 'This request has already been answered. Set it back to pending first.',
    ar: 'تم الرد على هذا الطلب بالفعل. أعده إلى الانتظار أولًا.',
  },
  'request.closed': {
    en: 'This request was closed: the ad was sold or exchanged.',
    ar: 'أُغلق هذا الطلب: تم بيع الإعلان أو مقايضته.',
  },
  'request.pendingAlready': { en: 'This request is already pending.', ar: 'هذا الطلب قيد الانتظار بالفعل.' },
  'request.notPending': {
    en: 'Only a pending request can be withdrawn.',
    ar: 'لا يمكن سحب الطلب إلا وهو قيد الانتظار.',
  },
  // Issue #32: offers, counter-offers and their expiry
  'request.notYourTurn': {
    en: 'It is the other member’s turn to answer this offer.',
    ar: 'الدور على العضو الآخر للرد على هذا العرض.',
  },
  'request.expired': {
    en: 'This offer has expired. Send a new one if you are still interested.',
    ar: 'انتهت صلاحية هذا العرض. أرسل عرضًا جديدًا إن كنت لا تزال مهتمًا.',
  },
  'request.noRoundsLeft': {
    en: 'You have made as many offers as you can in this negotiation. Accept or reject the last one.',
    ar: 'قدّمت الحد الأقصى من العروض في هذا التفاوض. اقبل العرض الأخير أو ارفضه.',
  },
  'request.priceAboveListed': {
    en: 'An offer cannot be higher than the listed price.',
    ar: 'لا يمكن أن يكون العرض أعلى من السعر المعلن.',
  },
  'request.priceTooLow': {
    en: 'The seller does not take offers this low. Offer a higher price.',
    ar: 'البائع لا يقبل عروضًا بهذا الانخفاض. اعرض سعرًا أعلى.',
  },
  'request.priceNotAllowed': {
    en: 'A barter offer adds money with an amount, not a price.',
    ar: 'عرض المقايضة يضيف مبلغًا من المال، لا سعرًا.',
  },
  'request.cashNotAllowed': {
    en: 'A purchase offer names a price, not an amount to add.',
    ar: 'عرض الشراء يحدد سعرًا، لا مبلغًا يُضاف.',
  },
  'request.counterEmpty': {
    en: 'A counter-offer changes the price, the money or the product.',
    ar: 'العرض المقابل يغيّر السعر أو المبلغ أو المنتج.',
  },
  'request.floorAboveListed': {
    en: 'The lowest offer you take cannot be higher than the price.',
    ar: 'لا يمكن أن يكون أدنى عرض تقبله أعلى من السعر.',
  },

  // §8 user messages and error cases
  'error.noItems': { en: 'no items to show', ar: 'لا توجد عناصر لعرضها' },
  'error.checkConnection': { en: 'check your connection', ar: 'تحقق من اتصالك' },
  'error.checkInternetConnection': {
    en: 'check your internet connection',
    ar: 'تحقق من اتصالك بالإنترنت',
  },
  'error.sessionEnded': { en: 'your session is end, please login', ar: 'انتهت جلستك، يرجى تسجيل الدخول' },
  'error.invalidCredentials': {
    en: 'invalid username or password',
    ar: 'اسم المستخدم أو كلمة المرور غير صحيحة',
  },
  'error.accountBlocked': { en: 'your account is blocked', ar: 'تم حظر حسابك' },
  'error.verifyAccount': { en: 'please verify your account', ar: 'يرجى توثيق حسابك' },
  'error.enterSmsOtp': { en: 'please enter sms otp', ar: 'يرجى إدخال رمز التحقق المرسل برسالة نصية' },
  'error.emailExists': { en: 'email already exists', ar: 'البريد الإلكتروني مستخدم بالفعل' },
  'error.userExists': { en: 'user already exists', ar: 'المستخدم موجود بالفعل' },
  'error.invalidNumber': {
    en: 'invalid number, check the phone number',
    ar: 'رقم غير صالح، تحقق من رقم الهاتف',
  },
  'error.codeInvalid': { en: 'the code is invalid', ar: 'الرمز غير صالح' },
  'error.codeNotFound': { en: 'code not found', ar: 'الرمز غير موجود' },
  'error.paymentFailed': {
    en: 'payment failed, please check the data you entered',
    ar: 'فشل الدفع، يرجى التحقق من البيانات التي أدخلتها',
  },
  'error.paymentProviderUnavailable': {
    en: 'The payment service is unavailable right now. Nothing was charged; please try again.',
    ar: 'خدمة الدفع غير متاحة حاليًا. لم يتم خصم أي مبلغ؛ يرجى المحاولة مرة أخرى.',
  },
  'error.paymentProviderTimeout': {
    en: 'The payment service did not answer in time. Your cart is unchanged; please try again.',
    ar: 'لم تستجب خدمة الدفع في الوقت المحدد. سلتك كما هي؛ يرجى المحاولة مرة أخرى.',
  },
  'error.refundUnpaid': {
    en: 'Only a paid order can be refunded.',
    ar: 'لا يمكن رد المبلغ إلا لطلب مدفوع.',
  },
  'error.refundTooMuch': {
    en: 'This refund is more than what is left to refund of the order.',
    ar: 'هذا المبلغ أكبر مما تبقى من الطلب ويمكن رده.',
  },
  'moderation.wordListed': {
    en: 'This word is already on the list.',
    ar: 'هذه الكلمة موجودة في القائمة بالفعل.',
  },
  'search.termTaken': {
    en: 'This concept already has this spelling.',
    ar: 'هذه الكتابة موجودة لهذا المفهوم بالفعل.',
  },
  'search.termNoWord': {
    en: 'Write at least one letter or digit.',
    ar: 'اكتب حرفاً أو رقماً واحداً على الأقل.',
  },
  'moderation.wordTooShort': {
    en: 'List a word of at least 2 letters.',
    ar: 'أدخل كلمة من حرفين على الأقل.',
  },
  'error.refundKeyReused': {
    en: 'This refund key was already used for another order.',
    ar: 'مفتاح الرد هذا مستخدم من قبل لطلب آخر.',
  },
  'error.cartEmpty': { en: 'Your cart is empty.', ar: 'سلتك فارغة.' },
  'error.paymentInProgress': {
    en: 'A payment for this is already in progress. Finish it, or try again in a few minutes.',
    ar: 'هناك عملية دفع جارية لهذا بالفعل. أكملها، أو حاول مرة أخرى بعد بضع دقائق.',
  },
  'error.meetingReleased': {
    en: 'Your meeting time was released because the payment was not made in time. Choose a new time.',
    ar: 'تم إلغاء حجز موعد الاجتماع لعدم إتمام الدفع في الوقت المحدد. اختر موعدًا جديدًا.',
  },
  'validation.salePercent': {
    en: 'A flash sale takes off from 1 to 99 percent.',
    ar: 'يخفض العرض السريع السعر بنسبة من 1 إلى 99 بالمئة.',
  },
  'error.cartFull': {
    en: 'Your cart is full. Pay for or remove some items first.',
    ar: 'سلتك ممتلئة. ادفع ثمن بعض العناصر أو أزلها أولًا.',
  },
  'error.refreshTooSoon': {
    en: 'This ad was refreshed less than 24 hours ago. You can refresh it again a day after.',
    ar: 'تم تحديث هذا الإعلان قبل أقل من 24 ساعة. يمكنك تحديثه مرة أخرى بعد يوم من ذلك.',
  },
  'error.saleRunning': {
    en: 'This ad already has a flash sale running. Start another one when it ends.',
    ar: 'هذا الإعلان عليه تخفيض سريع قائم بالفعل. ابدأ تخفيضًا آخر عند انتهائه.',
  },
  'error.saleNeedsPrice': {
    en: 'A flash sale needs an ad with a price.',
    ar: 'التخفيض السريع يحتاج إلى إعلان له سعر.',
  },
  'error.noAllowance': {
    en: 'Your membership has no uses of this service left this month. You can buy it instead.',
    ar: 'لم يتبقَّ في عضويتك أي استخدام لهذه الخدمة هذا الشهر. يمكنك شراؤها بدلًا من ذلك.',
  },
  'error.membershipActive': {
    en: 'You already have an active membership of another plan. Renew it, or choose another plan once it ends.',
    ar: 'لديك بالفعل عضوية فعالة بخطة أخرى. جدّدها، أو اختر خطة أخرى بعد انتهائها.',
  },
  'error.bannerDimensions': {
    en: 'please check banner image dimensions',
    ar: 'يرجى التحقق من أبعاد صورة البانر',
  },
  'error.accountDisabled': { en: 'your account is disabled', ar: 'تم تعطيل حسابك' },
  'validation.bannerDate': {
    en: 'Choose a first day from today up to 90 days ahead.',
    ar: 'اختر يوم البداية من اليوم وحتى 90 يومًا قادمة.',
  },
  'error.bannerPaid': {
    en: 'This banner has been paid for and can no longer be discarded.',
    ar: 'تم دفع رسوم هذا البانر ولم يعد من الممكن حذفه.',
  },
  'error.bannerGone': {
    en: 'This banner is no longer waiting for payment. Book it again.',
    ar: 'هذا البانر لم يعد بانتظار الدفع. احجزه مرة أخرى.',
  },
  'validation.meetingEnd': {
    en: 'The meeting must end after it starts.',
    ar: 'يجب أن ينتهي الاجتماع بعد بدايته.',
  },
  'validation.meetingSlot': {
    en: 'Choose one of the meeting times offered.',
    ar: 'اختر أحد مواعيد الاجتماع المعروضة.',
  },
  'validation.currentPassword': {
    en: "This is not your account's password.",
    ar: 'هذه ليست كلمة مرور حسابك.',
  },
  'validation.ownDetails': {
    en: 'This must be your own account’s detail. Change it in your account settings first.',
    ar: 'يجب أن تكون هذه من بيانات حسابك. غيّرها من إعدادات حسابك أولًا.',
  },
  'error.slotTaken': {
    en: 'This meeting time has just been booked by someone else. Choose another one.',
    ar: 'تم حجز موعد الاجتماع هذا للتو من شخص آخر. اختر موعدًا آخر.',
  },
  'error.alreadyCompany': {
    en: 'Your account is already a business account.',
    ar: 'حسابك حساب أعمال بالفعل.',
  },
  'error.subscriptionGone': {
    en: 'This subscription is no longer waiting for payment. Fill it in again.',
    ar: 'هذا الاشتراك لم يعد بانتظار الدفع. املأه مرة أخرى.',
  },
  'error.notInReview': {
    en: 'This banner is not waiting for review.',
    ar: 'هذا البانر ليس بانتظار المراجعة.',
  },
  'coupon.valid': { en: 'The coupon is valid.', ar: 'القسيمة صالحة.' },
  'coupon.missing': { en: 'Enter a coupon code.', ar: 'أدخل رمز القسيمة.' },
  'coupon.unknown': { en: 'There is no coupon with this code.', ar: 'لا توجد قسيمة بهذا الرمز.' },
  'coupon.expired': { en: 'This coupon has expired.', ar: 'انتهت صلاحية هذه القسيمة.' },
  'coupon.usedUp': { en: 'This coupon has been used up.', ar: 'نفدت استخدامات هذه القسيمة.' },
  'refund.alreadyPaid': {
    en: 'This had already been paid for by another payment, so this payment is refunded.',
    ar: 'تم دفع ثمن هذا بالفعل في عملية دفع أخرى، لذا سيتم استرداد هذا المبلغ.',
  },
  'refund.bannerRejected': {
    en: 'Your banner was not approved, so its payment is refunded.',
    ar: 'لم تتم الموافقة على البانر الخاص بك، لذا سيتم استرداد مبلغه.',
  },
  'refund.couponUnavailable': {
    en: 'The coupon could no longer be applied when the payment completed, so this payment is refunded.',
    ar: 'لم يعد من الممكن تطبيق القسيمة عند اكتمال الدفع، لذا سيتم استرداد هذا المبلغ.',
  },
  'coupon.alreadyUsed': {
    en: 'You have already used this coupon.',
    ar: 'لقد استخدمت هذه القسيمة من قبل.',
  },
  'error.couponCheck': {
    en: 'An error occurred while checking the coupon.',
    ar: 'حدث خطأ أثناء التحقق من القسيمة.',
  },
  'error.pushPermission': {
    en: 'please make sure you gave the app notification permission then reload',
    ar: 'يرجى التأكد من منح التطبيق إذن الإشعارات ثم إعادة تحميل الصفحة',
  },
  'error.clipboard': {
    en: 'Sorry, Clipboard not available in your browser',
    ar: 'عذرًا، الحافظة غير متاحة في متصفحك',
  },
  'error.notFound': { en: '404 Not Found', ar: '404 الصفحة غير موجودة' },
  'error.occurred': { en: 'An error occurred', ar: 'حدث خطأ' },
  'error.cancelled': { en: 'The request was cancelled.', ar: 'تم إلغاء الطلب.' },
  'error.validation': {
    en: 'Some fields need your attention.',
    ar: 'بعض الحقول تحتاج إلى مراجعتك.',
  },
  'error.badRequest': { en: 'The request could not be read.', ar: 'تعذرت قراءة الطلب.' },
  'error.payloadTooLarge': { en: 'The upload is too large.', ar: 'حجم الملف المرفوع كبير جدًا.' },
  'error.socialEmailTaken': {
    en: 'An account with this e-mail already exists. Sign in with its user name and password.',
    ar: 'يوجد حساب بهذا البريد الإلكتروني. سجّل الدخول باسم المستخدم وكلمة المرور.',
  },
  'error.socialState': {
    en: 'The sign-in could not be confirmed. Please try again.',
    ar: 'تعذر تأكيد تسجيل الدخول. يرجى المحاولة مرة أخرى.',
  },
  'error.retryAfter': { en: 'Please try again in {wait}.', ar: 'يرجى المحاولة مرة أخرى بعد {wait}.' },
  'error.headersTooLarge': { en: 'The request headers are too large.', ar: 'ترويسات الطلب كبيرة جدًا.' },
  'error.requestTimeout': { en: 'The request took too long to arrive.', ar: 'استغرق وصول الطلب وقتًا طويلًا.' },
  'error.unsupportedMediaType': {
    en: 'This content type is not supported.',
    ar: 'نوع المحتوى هذا غير مدعوم.',
  },
  'error.forbiddenOrigin': {
    en: 'This request did not come from Badal and was refused.',
    ar: 'تم رفض هذا الطلب لأنه لم يصدر من بدل.',
  },
  'error.forbidden': { en: 'You are not allowed to do this.', ar: 'غير مسموح لك بالقيام بذلك.' },
  'error.loginRequired': { en: 'Please log in first.', ar: 'يرجى تسجيل الدخول أولًا.' },
  'error.tooManyRequests': {
    en: 'Too many requests, please wait a moment.',
    ar: 'طلبات كثيرة جدًا، يرجى الانتظار قليلًا.',
  },
  'error.upstreamUnavailable': {
    en: 'The service is unavailable right now, please try again.',
    ar: 'الخدمة غير متاحة حاليًا، يرجى المحاولة مرة أخرى.',
  },
  'error.upstreamTimeout': {
    en: 'The service took too long to answer, please try again.',
    ar: 'استغرقت الخدمة وقتًا طويلًا للرد، يرجى المحاولة مرة أخرى.',
  },
  'error.sessionStoreUnavailable': {
    en: 'Signing in is unavailable for a moment, please try again shortly.',
    ar: 'تسجيل الدخول غير متاح للحظات، يرجى المحاولة بعد قليل.',
  },
  'error.internal': { en: 'An error occurred', ar: 'حدث خطأ' },

  // Trust & safety (issue #31): reports and the operator's actions
  'report.alreadyReported': {
    en: 'You have already reported this. Our team is looking into it.',
    ar: 'لقد أبلغت عن هذا من قبل. فريقنا يراجع البلاغ.',
  },
  'moderation.alreadyDone': {
    en: 'This was already done; nothing was changed.',
    ar: 'تم تنفيذ هذا من قبل؛ لم يتغير شيء.',
  },
  'report.tooMany': {
    en: 'You have sent many reports today. Try again tomorrow.',
    ar: 'لقد أرسلت بلاغات كثيرة اليوم. حاول مرة أخرى غدًا.',
  },
  'report.self': { en: 'You cannot report yourself.', ar: 'لا يمكنك الإبلاغ عن نفسك.' },
  'report.thanks': {
    en: 'Thank you. Our team will review your report and let you know the outcome.',
    ar: 'شكرًا لك. سيراجع فريقنا بلاغك ويبلغك بالنتيجة.',
  },
  'moderation.notApplicable': {
    en: 'This action does not apply to what was reported.',
    ar: 'هذا الإجراء لا ينطبق على ما تم الإبلاغ عنه.',
  },
  'moderation.notYourself': {
    en: 'An operator cannot act on their own account.',
    ar: 'لا يمكن للمشرف اتخاذ إجراء على حسابه.',
  },
  'product.removed': { en: 'This ad was removed by Badal.', ar: 'أزال فريق بدل هذا الإعلان.' },
  'moderation.resubmitted': {
    en: 'Your ad was sent for review. It will be listed again once approved.',
    ar: 'تم إرسال إعلانك للمراجعة. سيُعرض مجددًا بعد الموافقة عليه.',
  },

  // Deals that close (issue #32): sold and exchanged ads, renewals, ratings
  'adLife.closedAlready': {
    en: 'This ad was already marked sold or exchanged.',
    ar: 'تم تحديد هذا الإعلان كمُباع أو مُقايَض من قبل.',
  },
  'adLife.notPublished': {
    en: 'Only a published ad can be changed this way.',
    ar: 'يمكن تغيير الإعلان المنشور فقط بهذه الطريقة.',
  },
  'adLife.requestNotAccepted': {
    en: 'Choose an accepted request for this ad, or mark it sold outside Badal.',
    ar: 'اختر طلبًا مقبولًا لهذا الإعلان، أو حدده كمُباع خارج بدل.',
  },
  'adLife.renewTooSoon': {
    en: 'This ad was renewed less than 48 hours ago. Try again later.',
    ar: 'تم تجديد هذا الإعلان قبل أقل من 48 ساعة. حاول لاحقًا.',
  },
  'rating.noDeal': {
    en: 'You can rate only someone you closed a deal with.',
    ar: 'يمكنك تقييم من أتممت معه صفقة فقط.',
  },
  'rating.twice': { en: 'You have already rated this deal.', ar: 'لقد قيّمت هذه الصفقة من قبل.' },
  'rating.tooLate': {
    en: 'A deal can be rated within 30 days of closing.',
    ar: 'يمكن تقييم الصفقة خلال 30 يومًا من إتمامها.',
  },
  'rating.editTooLate': {
    en: 'A rating can be edited within a day of writing it.',
    ar: 'يمكن تعديل التقييم خلال يوم من كتابته.',
  },
  'savedSearch.limit': {
    en: 'You have reached the most saved searches an account may keep. Delete one to save another.',
    ar: 'وصلت إلى أقصى عدد من عمليات البحث المحفوظة للحساب. احذف واحدة لتحفظ أخرى.',
  },
  'savedSearch.empty': {
    en: 'Choose a text or a filter to save this search.',
    ar: 'اختر نصًا أو عامل تصفية لحفظ هذا البحث.',
  },
  'adPrice.notLower': {
    en: 'Enter a price different from the current one.',
    ar: 'أدخل سعرًا مختلفًا عن السعر الحالي.',
  },
  'rating.replyTwice': { en: 'You have already replied to this rating.', ar: 'لقد رددت على هذا التقييم من قبل.' },

  // §2 and §6 behaviour texts
  'session.loggingOut': { en: 'logging out', ar: 'جارٍ تسجيل الخروج' },
  'session.loggedOut': { en: 'you just logged out', ar: 'لقد سجلت الخروج للتو' },
  'session.businessLoginRequired': {
    en: 'You need to log in first to upgrade to business account',
    ar: 'يجب عليك تسجيل الدخول أولًا للترقية إلى حساب أعمال',
  },
  'notFound.alternative': { en: 'This page could not be found', ar: 'تعذر العثور على هذه الصفحة' },
} as const satisfies Record<string, { en: string; ar: string }>;

export type MessageKey = keyof typeof messages;

export const isMessageKey = (value: unknown): value is MessageKey =>
  typeof value === 'string' && Object.hasOwn(messages, value);

/** The text of a message key in a language; unknown strings are returned as they are. */
export const messageText = (key: string, locale: 'en' | 'ar' = 'en'): string =>
  isMessageKey(key) ? messages[key][locale] : key;
