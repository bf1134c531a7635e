/**
 * The script of the card iframe (/cardview/v2/card.js). It answers the page's `submit` messages
 * (only from the page that drew it, `parentOrigin`): it checks the fields, hands the card to the
 * sandbox for the session, and posts back `submitted` with the brand or `error` with the reason.
 * It also tells the page its height and, as the card number is typed, its first six digits.
 */
import { MESSAGE_SOURCE } from './session-script.js';

export const cardScript = `(function () {
  'use strict';
  var SOURCE = '${MESSAGE_SOURCE}';
  var params = new URLSearchParams(location.search);
  var parentOrigin = params.get('parentOrigin');
  var sessionId = params.get('sessionId');
  var lang = params.get('lang') === 'ar' ? 'ar' : 'en';
  var texts = JSON.parse(document.getElementById('texts').textContent);
  var form = document.getElementById('card');
  var input = function (id) { return document.getElementById(id); };
  var lastBin = '';

  function post(message) {
    message.source = SOURCE;
    window.parent.postMessage(message, parentOrigin);
  }

  function digits(value) { return value.replace(/\\D/g, ''); }

  function luhn(number) {
    var sum = 0;
    for (var i = 0; i < number.length; i++) {
      var d = Number(number.charAt(number.length - 1 - i));
      if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
      sum += d;
    }
    return number.length >= 12 && sum % 10 === 0;
  }

  function show(id, message) {
    var field = input(id);
    var error = input(id + '-error');
    field.setAttribute('aria-invalid', message ? 'true' : 'false');
    if (message) field.setAttribute('aria-describedby', id + '-error'); else field.removeAttribute('aria-describedby');
    error.textContent = message || '';
    error.hidden = !message;
  }

  function check() {
    var number = digits(input('number').value);
    var expiry = input('expiry').value.trim();
    var cvc = digits(input('cvc').value);
    var problems = {
      holder: input('holder').value.trim() ? '' : texts.holderMissing,
      number: luhn(number) ? '' : texts.numberInvalid,
      expiry: /^\\d{2}\\s*\\/\\s*(\\d{2}|\\d{4})$/.test(expiry) ? '' : texts.expiryInvalid,
      cvc: /^\\d{3,4}$/.test(cvc) ? '' : texts.cvcInvalid
    };
    var ok = true;
    for (var id in problems) { show(id, problems[id]); if (problems[id]) ok = false; }
    return ok ? { holder: input('holder').value.trim(), number: number, expiry: expiry, cvc: cvc } : null;
  }

  function submitCard(id) {
    var card = check();
    if (!card) { post({ type: 'error', id: id, message: texts.detailsInvalid }); return; }
    fetch('/cardview/v2/sessions/' + encodeURIComponent(sessionId) + '/card?lang=' + lang, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(card)
    })
      .then(function (response) {
        return response.json().then(function (body) { return { ok: response.ok, body: body }; });
      })
      .then(function (result) {
        if (result.ok) {
          post({ type: 'submitted', id: id, sessionId: sessionId, cardBrand: result.body.cardBrand });
        } else {
          show('number', result.body.message);
          post({ type: 'error', id: id, message: result.body.message });
        }
      })
      .catch(function () { post({ type: 'error', id: id, message: texts.detailsInvalid }); });
  }

  window.addEventListener('message', function (event) {
    if (event.origin !== parentOrigin || event.source !== window.parent) return;
    var message = event.data;
    if (message && message.source === SOURCE && message.type === 'submit') submitCard(message.id);
  });

  form.addEventListener('submit', function (event) { event.preventDefault(); });
  input('number').addEventListener('input', function () {
    var number = digits(this.value).slice(0, 19);
    this.value = number.replace(/(\\d{4})(?=\\d)/g, '$1 ');
    var bin = number.length >= 6 ? number.slice(0, 6) : '';
    if (bin !== lastBin) { lastBin = bin; if (bin) post({ type: 'bin', bin: bin }); }
  });
  input('expiry').addEventListener('input', function () {
    var v = digits(this.value).slice(0, 4);
    this.value = v.length > 2 ? v.slice(0, 2) + '/' + v.slice(2) : v;
  });

  var resize = function () { post({ type: 'resize', height: document.documentElement.scrollHeight }); };
  if (window.ResizeObserver) new ResizeObserver(resize).observe(document.body);
  resize();
  post({ type: 'ready' });
})();
`;
