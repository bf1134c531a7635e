/**
 * The sandbox's `session.js`, served like MyFatoorah's from /cardview/v2/session.js. A page that
 * loads it gets `window.myFatoorah`:
 *
 *   myFatoorah.init({ sessionId, countryCode, cardViewId, language?, style?: { cardHeight? },
 *                     onCardBinChanged?(bin) })
 *     draws the card form in an iframe of the sandbox's own origin inside #cardViewId;
 *   myFatoorah.submit() → Promise<{ sessionId, cardBrand }> (also as SessionId / CardBrand)
 *     asks the iframe to check the card and hand it to the sandbox for the session; it rejects
 *     with an Error whose message says what is wrong.
 *
 * Page and iframe talk only by postMessage, each checking the other's origin and window: the
 * card's digits stay inside the iframe (and the sandbox), never in the merchant's page.
 */

/** The source tag of every message between the page and the card iframe. */
export const MESSAGE_SOURCE = 'badal-mf-sandbox';

export const sessionScript = `(function () {
  'use strict';
  var script = document.currentScript;
  var origin = new URL(script && script.src ? script.src : location.href).origin;
  var SOURCE = '${MESSAGE_SOURCE}';
  var frame = null;
  var config = null;
  var ready = null;
  var markReady = null;
  var pending = {};
  var nextId = 0;

  function fail(message) { throw new Error('myFatoorah: ' + message); }

  function init(options) {
    if (!options || typeof options !== 'object') fail('init() needs a configuration object');
    if (!options.sessionId) fail('sessionId is required (InitiateSession answers it)');
    if (!options.cardViewId) fail('cardViewId is required (the id of the element to draw the form in)');
    var container = document.getElementById(options.cardViewId);
    if (!container) fail('no element has the id "' + options.cardViewId + '"');
    config = options;
    for (var id in pending) pending[id].reject(new Error('myFatoorah: the card form was drawn again'));
    pending = {};
    ready = new Promise(function (resolve) { markReady = resolve; });
    var query = new URLSearchParams({
      sessionId: String(options.sessionId),
      countryCode: String(options.countryCode || 'KWT'),
      lang: options.language === 'ar' ? 'ar' : 'en',
      parentOrigin: location.origin
    });
    frame = document.createElement('iframe');
    frame.src = origin + '/cardview/v2/card?' + query.toString();
    frame.title = options.language === 'ar' ? 'بيانات البطاقة' : 'Card details';
    frame.setAttribute('allow', 'payment');
    var height = options.style && options.style.cardHeight;
    frame.style.cssText = 'display:block;width:100%;border:0;min-height:' +
      (typeof height === 'number' ? height + 'px' : height || '240px');
    container.replaceChildren(frame);
  }

  function submit() {
    if (!frame) return Promise.reject(new Error('myFatoorah: call init() before submit()'));
    return ready.then(function () {
      return new Promise(function (resolve, reject) {
        var id = String(++nextId);
        pending[id] = { resolve: resolve, reject: reject };
        frame.contentWindow.postMessage({ source: SOURCE, type: 'submit', id: id }, origin);
      });
    });
  }

  window.addEventListener('message', function (event) {
    if (!frame || event.origin !== origin || event.source !== frame.contentWindow) return;
    var message = event.data;
    if (!message || message.source !== SOURCE) return;
    if (message.type === 'ready') { markReady(); return; }
    if (message.type === 'resize' && typeof message.height === 'number') {
      frame.style.height = Math.ceil(message.height) + 'px';
      return;
    }
    if (message.type === 'bin' && config && typeof config.onCardBinChanged === 'function') {
      config.onCardBinChanged(message.bin);
      return;
    }
    var waiting = pending[message.id];
    if (!waiting) return;
    delete pending[message.id];
    if (message.type === 'submitted') {
      waiting.resolve({
        sessionId: message.sessionId, SessionId: message.sessionId,
        cardBrand: message.cardBrand, CardBrand: message.cardBrand
      });
    } else {
      waiting.reject(new Error(message.message || 'Card details are invalid or missing.'));
    }
  });

  window.myFatoorah = { init: init, submit: submit };
})();
`;
