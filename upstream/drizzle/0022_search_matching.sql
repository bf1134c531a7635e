CREATE TABLE "search_vocabulary" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_vocabulary_prefix_idx" ON "search_vocabulary" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_vocabulary_trgm_idx" ON "search_vocabulary" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
-- A text's search key: its words as the search documents hold them (lexemes of the `simple`
-- configuration after badal_search_normalize), in order, joined by one space. Schema-qualified:
-- indexes on it are built with a search_path of pg_catalog only. "Land-Cruiser",
-- "land  cruiser" and "LAND CRUISER" share the key the query side builds from its words.
CREATE OR REPLACE FUNCTION badal_search_key(input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(lexeme, ' ' ORDER BY positions[1], lexeme), '')
  FROM unnest(to_tsvector('simple'::regconfig, public.badal_search_normalize(input)))
$$;
--> statement-breakpoint
-- Adds a text's words to the vocabulary; words already there cost one index probe.
CREATE OR REPLACE FUNCTION badal_vocabulary_add(input text) RETURNS void
LANGUAGE sql VOLATILE AS $$
  INSERT INTO search_vocabulary (word)
  SELECT DISTINCT lexeme FROM unnest(to_tsvector('simple', badal_search_normalize(input)))
  WHERE length(lexeme) BETWEEN 2 AND 40 AND lexeme !~ '\\'
  ON CONFLICT DO NOTHING
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION badal_vocabulary_from_row() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'products' THEN
    PERFORM badal_vocabulary_add(NEW.name);
  ELSIF TG_TABLE_NAME = 'search_terms' THEN
    PERFORM badal_vocabulary_add(NEW.term);
  ELSIF TG_TABLE_NAME = 'categories' THEN
    PERFORM badal_vocabulary_add(NEW.name_en || ' ' || NEW.name_ar);
  ELSIF TG_TABLE_NAME = 'attribute_options' THEN
    PERFORM badal_vocabulary_add(NEW.label_en || ' ' || NEW.label_ar);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_vocabulary AFTER INSERT OR UPDATE OF name ON products
  FOR EACH ROW EXECUTE FUNCTION badal_vocabulary_from_row();
--> statement-breakpoint
CREATE TRIGGER search_terms_vocabulary AFTER INSERT OR UPDATE OF term ON search_terms
  FOR EACH ROW EXECUTE FUNCTION badal_vocabulary_from_row();
--> statement-breakpoint
CREATE TRIGGER categories_vocabulary AFTER INSERT OR UPDATE OF name_en, name_ar ON categories
  FOR EACH ROW EXECUTE FUNCTION badal_vocabulary_from_row();
--> statement-breakpoint
CREATE TRIGGER attribute_options_vocabulary AFTER INSERT OR UPDATE OF label_en, label_ar ON attribute_options
  FOR EACH ROW EXECUTE FUNCTION badal_vocabulary_from_row();
--> statement-breakpoint
-- Lookups of a query's words and phrases among the dictionary's terms and the catalogue's names.
CREATE INDEX search_terms_key_idx ON search_terms (badal_search_key(term));
--> statement-breakpoint
CREATE INDEX categories_name_en_key_idx ON categories (badal_search_key(name_en));
--> statement-breakpoint
CREATE INDEX categories_name_ar_key_idx ON categories (badal_search_key(name_ar));
--> statement-breakpoint
CREATE INDEX attribute_options_label_en_key_idx ON attribute_options (badal_search_key(label_en));
--> statement-breakpoint
CREATE INDEX attribute_options_label_ar_key_idx ON attribute_options (badal_search_key(label_ar));
--> statement-breakpoint
-- The words of what exists already (a database migrated with products in it).
INSERT INTO search_vocabulary (word)
SELECT DISTINCT lexeme FROM (
  SELECT name AS t FROM products
  UNION ALL SELECT name_en || ' ' || name_ar FROM categories
  UNION ALL SELECT label_en || ' ' || label_ar FROM attribute_options
  UNION ALL SELECT term FROM search_terms
) AS texts, unnest(to_tsvector('simple', badal_search_normalize(t)))
WHERE length(lexeme) BETWEEN 2 AND 40 AND lexeme !~ '\\'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Badal's base dictionary of the Kuwaiti market: one row per concept (kind, English name, Arabic
-- name, then every way people write it, separated by |; both names are terms too). A query word
-- or phrase that is one of a concept's terms also finds ads written with any other. Operators
-- extend it (the console's 'Search words'); this list is only where it starts.
WITH d (kind, name_en, name_ar, terms) AS (VALUES
  -- Phones, tablets, computers
  ('brand', 'Apple', 'أبل', 'apple | ابل | آبل'),
  ('model', 'iPhone', 'آيفون', 'iphone | i phone | ايفون | أيفون | إيفون | آيفون | ايفونات | آيفونات | ايفوون'),
  ('model', 'iPad', 'آيباد', 'ipad | i pad | ايباد | أيباد | آيباد | ايبادات'),
  ('model', 'MacBook', 'ماك بوك', 'macbook | mac book | ماك بوك | ماكبوك | ماك بووك'),
  ('model', 'iMac', 'آي ماك', 'imac | i mac | آي ماك | اي ماك | ايماك'),
  ('model', 'Mac mini', 'ماك ميني', 'mac mini | macmini | ماك ميني | ماكميني'),
  ('model', 'AirPods', 'إيربودز', 'airpods | air pods | ايربودز | إيربودز | ايربودس | اير بودز'),
  ('brand', 'Samsung', 'سامسونج', 'samsung | سامسونج | سامسونغ | سامسونق | سامسنج | سمسونج'),
  ('model', 'Galaxy', 'جالكسي', 'galaxy | جالكسي | جالاكسي | غالكسي | غالاكسي | كالكسي | كلاكسي'),
  ('brand', 'Huawei', 'هواوي', 'huawei | هواوي | هواوى | هواواي'),
  ('brand', 'Xiaomi', 'شاومي', 'xiaomi | شاومي | شياومي | شاومى | redmi | ريدمي'),
  ('brand', 'Google', 'جوجل', 'google | جوجل | غوغل | قوقل | جوجل'),
  ('model', 'Pixel', 'بكسل', 'pixel | بكسل | بيكسل'),
  ('brand', 'OnePlus', 'ون بلس', 'oneplus | one plus | ون بلس | ونبلس | وان بلس'),
  ('brand', 'Honor', 'هونر', 'honor | هونر | هونور'),
  ('brand', 'Anker', 'أنكر', 'anker | انكر | أنكر'),
  ('brand', 'Dell', 'ديل', 'dell | ديل'),
  ('brand', 'HP', 'إتش بي', 'hp | اتش بي | إتش بي | hewlett packard'),
  ('brand', 'Lenovo', 'لينوفو', 'lenovo | لينوفو | لينوڤو | لنوفو'),
  ('model', 'ThinkPad', 'ثينك باد', 'thinkpad | think pad | ثينك باد | ثنك باد | ثينكباد'),
  ('brand', 'ASUS', 'أسوس', 'asus | اسوس | أسوس | ازوس'),
  ('brand', 'Microsoft', 'مايكروسوفت', 'microsoft | مايكروسوفت | مايكروسفت'),
  ('model', 'Surface', 'سيرفس', 'surface | سيرفس | سيرفيس'),
  ('word', 'Laptop', 'لابتوب', 'laptop | laptops | notebook | لابتوب | لابتوبات | لاب توب | حاسوب محمول | حواسيب محمولة | كمبيوتر محمول'),
  ('word', 'Mobile phone', 'هاتف محمول', 'mobile phone | mobile phones | mobile | phone | smartphone | هواتف محمولة | موبايل | جوال | هاتف | تلفون | تلفون نقال | نقال'),
  ('word', 'Tablet', 'جهاز لوحي', 'tablet | تابلت | جهاز لوحي'),
  ('word', 'Power bank', 'باور بنك', 'power bank | powerbank | باور بنك | باوربنك | شاحن متنقل'),
  ('word', 'Charger', 'شاحن', 'charger | شاحن'),
  ('word', 'Headphones', 'سماعات', 'headphones | headphone | headset | earphones | سماعات | سماعة | هيدفون'),
  -- Electronics and games
  ('brand', 'LG', 'إل جي', 'lg | ال جي | إل جي | ل جي'),
  ('brand', 'Sony', 'سوني', 'sony | سوني | سونى'),
  ('model', 'PlayStation', 'بلايستيشن', 'playstation | play station | بلايستيشن | بلاي ستيشن | بلايستيشن | بلي ستيشن | بلاستيشن | سوني بلايستيشن'),
  ('model', 'PlayStation 5', 'بلايستيشن 5', 'ps5 | ps 5 | playstation 5 | بلايستيشن 5 | بلاي ستيشن 5 | بي اس 5'),
  ('model', 'Xbox', 'إكس بوكس', 'xbox | x box | اكس بوكس | إكس بوكس | ايكس بوكس | اكسبوكس'),
  ('model', 'Nintendo Switch', 'نينتندو سويتش', 'nintendo | nintendo switch | نينتندو | نينتندو سويتش | نينتيندو'),
  ('brand', 'TCL', 'تي سي إل', 'tcl | تي سي ال | تي سي إل'),
  ('brand', 'Hisense', 'هايسنس', 'hisense | هايسنس | هايسينس'),
  ('brand', 'Canon', 'كانون', 'canon | كانون | كانن'),
  ('brand', 'Nikon', 'نيكون', 'nikon | نيكون'),
  ('brand', 'GoPro', 'جو برو', 'gopro | go pro | جو برو | جوبرو | قوبرو | غو برو'),
  ('brand', 'DJI', 'دي جي آي', 'dji | دي جي اي | دي جي آي'),
  ('brand', 'Bose', 'بوز', 'bose | بوز | بوس'),
  ('brand', 'JBL', 'جي بي إل', 'jbl | جي بي ال | جي بي إل'),
  ('brand', 'Sonos', 'سونوس', 'sonos | سونوس'),
  ('brand', 'Sennheiser', 'سنهايزر', 'sennheiser | سنهايزر | سينهايزر'),
  ('word', 'Television', 'تلفزيون', 'tv | tvs | television | تلفزيون | تلفاز | تليفزيون | شاشة تلفزيون | شاشه'),
  ('word', 'Camera', 'كاميرا', 'camera | cameras | كاميرا | كاميرات'),
  ('word', 'Dash cam', 'كاميرا داش', 'dash cam | dashcam | داش كام | كاميرا داش | كاميرا سيارة'),
  -- Home appliances and furniture
  ('brand', 'Bosch', 'بوش', 'bosch | بوش'),
  ('brand', 'Whirlpool', 'ويرلبول', 'whirlpool | ويرلبول | ويرلبول | وير لبول'),
  ('brand', 'Philips', 'فيليبس', 'philips | فيليبس | فلبس | فيلبس | فيليب'),
  ('brand', 'Panasonic', 'باناسونيك', 'panasonic | باناسونيك | باناسونك'),
  ('word', 'Washing machine', 'غسالة', 'washing machine | washer | washers | غسالة | غسالات | غساله ملابس | غسالة ملابس'),
  ('word', 'Refrigerator', 'ثلاجة', 'refrigerator | fridge | fridges | ثلاجة | ثلاجات | براد | تلاجة'),
  ('word', 'Air conditioner', 'مكيف', 'air conditioner | air conditioning | ac | مكيف | مكيفات | كونديشن | تكييف'),
  ('word', 'Microwave', 'مايكروويف', 'microwave | مايكروويف | مايكرويف | ميكروويف'),
  ('word', 'Air fryer', 'قلاية هوائية', 'air fryer | airfryer | اير فراير | إير فراير | قلاية هوائية | قلايه هوائيه'),
  ('word', 'Sofa', 'كنبة', 'sofa | sofas | couch | couches | settee | كنبة | كنب | كنبات | قنفة | قنفات'),
  ('word', 'Bed', 'سرير', 'bed | beds | سرير | سراير'),
  ('word', 'Wardrobe', 'كبت', 'wardrobe | closet | كبت | دولاب | خزانة ملابس'),
  ('word', 'Table', 'طاولة', 'table | tables | طاولة | طاولات | ميز'),
  -- Vehicles
  ('brand', 'Toyota', 'تويوتا', 'toyota | تويوتا | تيوتا | طويوطا | تويوتة'),
  ('model', 'Land Cruiser', 'لاندكروزر', 'land cruiser | landcruiser | لاندكروزر | لاند كروزر | لاندكروز | لاندكلوزر | لكزس لاندكروزر'),
  ('model', 'Prado', 'برادو', 'prado | برادو'),
  ('model', 'Camry', 'كامري', 'camry | كامري | كامرى'),
  ('brand', 'Lexus', 'لكزس', 'lexus | لكزس | لكسس | ليكزس'),
  ('brand', 'Nissan', 'نيسان', 'nissan | نيسان | نيسن'),
  ('model', 'Patrol', 'باترول', 'patrol | باترول'),
  ('model', 'Sunny', 'صني', 'sunny | صني | سني'),
  ('brand', 'Mercedes-Benz', 'مرسيدس', 'mercedes | mercedes benz | benz | مرسيدس | مارسيدس | مرسيدس بنز | بنز'),
  ('brand', 'BMW', 'بي إم دبليو', 'bmw | بي ام دبليو | بي إم دبليو | بي ام'),
  ('brand', 'Chevrolet', 'شفروليه', 'chevrolet | chevy | شفروليه | شيفروليه | شفرليت | شفر | شيفي'),
  ('model', 'Tahoe', 'تاهو', 'tahoe | تاهو'),
  ('brand', 'GMC', 'جي إم سي', 'gmc | جي ام سي | جي إم سي | جمس | جي ام'),
  ('model', 'Yukon', 'يوكن', 'yukon | يوكن | يوكون'),
  ('brand', 'Ford', 'فورد', 'ford | فورد'),
  ('model', 'Mustang', 'موستانج', 'mustang | موستانج | موستنج | موستانغ | موستانق'),
  ('brand', 'Kia', 'كيا', 'kia | كيا'),
  ('model', 'Sportage', 'سبورتاج', 'sportage | سبورتاج | سبورتج'),
  ('brand', 'Hyundai', 'هيونداي', 'hyundai | هيونداي | هونداي | هيونداى | هيوندا'),
  ('model', 'Sonata', 'سوناتا', 'sonata | سوناتا'),
  ('brand', 'Mitsubishi', 'ميتسوبيشي', 'mitsubishi | ميتسوبيشي | متسوبيشي'),
  ('model', 'Pajero', 'باجيرو', 'pajero | باجيرو'),
  ('brand', 'Land Rover', 'لاند روفر', 'land rover | landrover | لاند روفر | لاندروفر'),
  ('model', 'Range Rover', 'رنج روفر', 'range rover | rangerover | رنج روفر | رينج روفر | رنج | رينج'),
  ('brand', 'Porsche', 'بورش', 'porsche | بورش | بورشه | بورشة'),
  ('model', 'Cayenne', 'كايين', 'cayenne | كايين | كايان'),
  ('brand', 'Honda', 'هوندا', 'honda | هوندا'),
  ('model', 'Accord', 'أكورد', 'accord | اكورد | أكورد'),
  ('brand', 'Harley-Davidson', 'هارلي ديفيدسون', 'harley | harley davidson | هارلي | هارلي ديفيدسون'),
  ('brand', 'Yamaha', 'ياماها', 'yamaha | ياماها'),
  ('brand', 'Kawasaki', 'كاواساكي', 'kawasaki | كاواساكي | كواساكي'),
  ('brand', 'Suzuki', 'سوزوكي', 'suzuki | سوزوكي | سوزوكى'),
  ('model', 'Hayabusa', 'هايابوسا', 'hayabusa | هايابوسا | هايبوزا'),
  ('brand', 'Ducati', 'دوكاتي', 'ducati | دوكاتي'),
  ('word', 'Car', 'سيارة', 'car | cars | سيارة | سيارات | موتر | موترات'),
  ('word', 'Tyres', 'إطارات', 'tyres | tires | tyre | tire | اطارات | إطارات | تواير | كفرات'),
  ('word', 'Rims', 'جنوط', 'rims | wheels | جنوط | رنقات'),
  ('word', 'Bicycle', 'دراجة هوائية', 'bicycle | bike | cycle | سيكل | بايسكل | دراجة هوائية | دراجة'),
  ('word', 'Jet ski', 'جت سكي', 'jet ski | jetski | waverunner | جت سكي | جيت سكي | دباب بحري'),
  ('word', 'Boat', 'قارب', 'boat | قارب | طراد | لنش'),
  -- Real estate
  ('word', 'Apartment', 'شقة', 'apartment | apartments | flat | flats | شقة | شقق | شقه'),
  ('word', 'House', 'بيت', 'house | villa | home | بيت | فيلا | منزل | فله'),
  ('word', 'Chalet', 'شاليه', 'chalet | chalets | شاليه | شاليهات'),
  ('word', 'Warehouse', 'مخزن', 'warehouse | store room | مخزن | مستودع | جاخور'),
  -- Fashion, watches, perfume
  ('brand', 'Rolex', 'رولكس', 'rolex | رولكس | روليكس'),
  ('brand', 'Omega', 'أوميغا', 'omega | اوميغا | أوميغا | اوميجا | أوميجا'),
  ('brand', 'Cartier', 'كارتييه', 'cartier | كارتييه | كارتير | كارتيه'),
  ('brand', 'Casio', 'كاسيو', 'casio | كاسيو | g shock | gshock | جي شوك'),
  ('brand', 'Louis Vuitton', 'لويس فيتون', 'louis vuitton | lv | لويس فيتون | لويس فيطون'),
  ('brand', 'Gucci', 'غوتشي', 'gucci | غوتشي | قوتشي | جوتشي | قوجي'),
  ('brand', 'Chanel', 'شانيل', 'chanel | شانيل | شانل'),
  ('brand', 'Hermès', 'هيرميس', 'hermes | هيرميس | هرمز'),
  ('brand', 'Dior', 'ديور', 'dior | ديور'),
  ('brand', 'Hugo Boss', 'هوغو بوس', 'hugo boss | boss | هوغو بوس | هوجو بوس | هوقو بوس'),
  ('brand', 'Nike', 'نايكي', 'nike | نايكي | نايك'),
  ('brand', 'Adidas', 'أديداس', 'adidas | اديداس | أديداس'),
  ('word', 'Watch', 'ساعة', 'watch | watches | ساعة | ساعات'),
  ('word', 'Perfume', 'عطر', 'perfume | perfumes | fragrance | عطر | عطور'),
  ('word', 'Oud', 'عود', 'oud | oudh | عود | دهن عود'),
  ('word', 'Abaya', 'عباية', 'abaya | abayas | عباية | عبايه | عبايات'),
  ('word', 'Dishdasha', 'دشداشة', 'dishdasha | thobe | thawb | دشداشة | دشداشه | دشاديش | ثوب'),
  -- Kids, sports, pets, hobbies
  ('brand', 'LEGO', 'ليغو', 'lego | ليغو | ليجو | ليقو'),
  ('word', 'Stroller', 'عربة أطفال', 'stroller | pram | pushchair | عربة أطفال | عربية أطفال | عربانة'),
  ('word', 'Toys', 'ألعاب أطفال', 'toys | toy | ألعاب أطفال | العاب اطفال | لعب أطفال'),
  ('word', 'Treadmill', 'سير مشي', 'treadmill | سير مشي | تريدميل | جهاز مشي'),
  ('word', 'Kayak', 'كاياك', 'kayak | كاياك | قوارب كاياك'),
  ('word', 'Tent', 'خيمة', 'tent | خيمة | خيام | مخيم'),
  ('word', 'Guitar', 'جيتار', 'guitar | جيتار | قيتار | غيتار'),
  ('word', 'Piano', 'بيانو', 'piano | بيانو'),
  ('word', 'Cat', 'قطة', 'cat | cats | kitten | قطة | قطو | قطط | بسة'),
  ('word', 'Dog', 'كلب', 'dog | dogs | puppy | كلب | كلاب | جرو'),
  ('word', 'Parrot', 'ببغاء', 'parrot | ببغاء | ببغاوات | درة'),
  ('word', 'Falcon', 'صقر', 'falcon | صقر | صقور | طير حر'),
  ('brand', 'Pokémon', 'بوكيمون', 'pokemon | بوكيمون | بوكمون'),
  ('model', 'Call of Duty', 'كول أوف ديوتي', 'call of duty | cod | كول اوف ديوتي | كول أوف ديوتي'),
  ('model', 'Meta Quest', 'ميتا كويست', 'meta quest | oculus | quest | ميتا كويست | كويست | اوكولوس')
)
, c AS (
  INSERT INTO search_concepts (kind, name_en, name_ar)
  SELECT kind, name_en, name_ar FROM d
  RETURNING id, kind, name_en
)
INSERT INTO search_terms (concept_id, term)
SELECT DISTINCT ON (c.id, badal_search_normalize(trim(t))) c.id, trim(t)
FROM c
JOIN d ON d.kind = c.kind AND d.name_en = c.name_en
CROSS JOIN LATERAL unnest(string_to_array(d.name_en || '|' || d.name_ar || '|' || d.terms, '|')) AS t
WHERE trim(t) <> ''
ON CONFLICT DO NOTHING;
