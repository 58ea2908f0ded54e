/**
 * The stand-in of MercadoPago.js v2 (https://sdk.mercadopago.com/js/v2), Secure Fields only, served
 * as it is written: plain ES5, no build step. Each field is an iframe of this server
 * (field-page.ts); only the iframes hold the card's digits. To make a token, the page asks the
 * card number's iframe (the security code's, for a saved card), which gathers its sibling
 * iframes' values by postMessage among themselves, posts them to /v1/card_tokens and answers the
 * page with the token alone. The page and the iframes only take messages from each other's origin.
 */
export const browserScript = String.raw`(function () {
  'use strict';
  var current = document.currentScript;
  var ORIGIN = new URL(current && current.src ? current.src : '/dev/mercadopago/js/v2', location.href).origin;
  var BASE = ORIGIN + '/dev/mercadopago';
  var TYPES = { cardNumber: 'Número do cartão', expirationDate: 'Validade', securityCode: 'Código de segurança' };
  var EVENTS = ['binChange', 'validityChange', 'ready', 'focus', 'blur', 'error', 'paymentMethodsChange'];

  function uid() {
    var bytes = new Uint8Array(12);
    crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) { return ('0' + b.toString(16)).slice(-2); }).join('');
  }

  function Field(instance, type, options) {
    this._instance = instance;
    this._type = type;
    this._options = options || {};
    this._listeners = {};
    this._iframe = null;
  }
  Field.prototype.mount = function (containerId) {
    var container = document.getElementById(containerId);
    if (!container) throw new Error('MercadoPago.js - container not found: ' + containerId);
    if (this._iframe) this.unmount();
    var query = new URLSearchParams({ type: this._type, origin: location.origin, group: this._instance._group });
    if (this._options.placeholder) query.set('placeholder', String(this._options.placeholder));
    if (this._options.style) query.set('style', JSON.stringify(this._options.style));
    var iframe = document.createElement('iframe');
    iframe.src = BASE + '/js/field?' + query.toString();
    iframe.title = TYPES[this._type];
    iframe.name = 'mp-sandbox-' + this._type;
    iframe.setAttribute('frameborder', '0');
    iframe.setAttribute('scrolling', 'no');
    iframe.setAttribute('allowtransparency', 'true');
    iframe.style.cssText = 'all:initial;display:block;border:0;margin:0;padding:0;width:100%;height:100%;' +
      'background:transparent;color-scheme:normal;';
    container.appendChild(iframe);
    this._iframe = iframe;
    this._instance._fields[this._type] = this;
    return this;
  };
  Field.prototype.unmount = function () {
    if (this._iframe && this._iframe.parentNode) this._iframe.parentNode.removeChild(this._iframe);
    this._iframe = null;
    if (this._instance._fields[this._type] === this) delete this._instance._fields[this._type];
    return this;
  };
  Field.prototype.on = function (event, callback) {
    if (EVENTS.indexOf(event) < 0) throw new Error('MercadoPago.js - unknown event: ' + event);
    (this._listeners[event] = this._listeners[event] || []).push(callback);
    return this;
  };
  Field.prototype.update = function (settings) {
    this._post({ command: 'update', placeholder: settings && settings.placeholder });
    return this;
  };
  Field.prototype.focus = function () { this._post({ command: 'focus' }); return this; };
  Field.prototype.blur = function () { this._post({ command: 'blur' }); return this; };
  Field.prototype._post = function (message) {
    if (!this._iframe || !this._iframe.contentWindow) return false;
    message.target = 'mp-sandbox-field';
    message.group = this._instance._group;
    this._iframe.contentWindow.postMessage(message, ORIGIN);
    return true;
  };
  Field.prototype._emit = function (event, payload) {
    (this._listeners[event] || []).forEach(function (callback) {
      try { callback(payload); } catch (error) { setTimeout(function () { throw error; }); }
    });
  };

  function MercadoPago(publicKey, options) {
    if (!(this instanceof MercadoPago)) return new MercadoPago(publicKey, options);
    if (typeof publicKey !== 'string' || !publicKey) throw new Error('MercadoPago.js - public key is required');
    var self = this;
    this._publicKey = publicKey;
    this._locale = (options && options.locale) || 'pt-BR';
    this._group = uid();
    this._fields = {};
    this._pending = {};
    window.addEventListener('message', function (event) {
      var data = event.data;
      if (event.origin !== ORIGIN || !data || data.source !== 'mp-sandbox-field' || data.group !== self._group) return;
      var field = self._fields[data.field];
      if (!field || !field._iframe || event.source !== field._iframe.contentWindow) return;
      if (data.event === 'tokenResult') {
        var pending = self._pending[data.payload.requestId];
        if (!pending) return;
        delete self._pending[data.payload.requestId];
        clearTimeout(pending.timer);
        if (data.payload.ok) pending.resolve(data.payload.token);
        else pending.reject(data.payload.errors);
        return;
      }
      field._emit(data.event, data.payload);
    });
    this.fields = {
      create: function (type, settings) {
        if (!TYPES[type]) throw new Error('MercadoPago.js - unknown field type: ' + type);
        return new Field(self, type, settings);
      },
      createCardToken: function (data) {
        data = data || {};
        var lead = self._fields[data.cardId ? 'securityCode' : 'cardNumber'];
        return new Promise(function (resolve, reject) {
          if (!lead || !lead._iframe) {
            reject([{ message: (data.cardId ? 'securityCode' : 'cardNumber') + ' is not mounted', cause: 'missing_field' }]);
            return;
          }
          var requestId = uid();
          var timer = setTimeout(function () {
            delete self._pending[requestId];
            reject([{ message: 'card token request timed out', cause: 'timeout' }]);
          }, 15000);
          self._pending[requestId] = { resolve: resolve, reject: reject, timer: timer };
          lead._post({
            command: 'createToken',
            requestId: requestId,
            publicKey: self._publicKey,
            cardId: data.cardId || null,
            cardholderName: data.cardholderName || '',
            identificationType: data.identificationType || null,
            identificationNumber: data.identificationNumber || null,
          });
        });
      },
    };
  }
  MercadoPago.prototype.getPaymentMethods = function (params) {
    var bin = String((params && params.bin) || '').replace(/\D/g, '');
    var query = new URLSearchParams({ public_key: this._publicKey, bins: bin.length >= 8 ? bin.slice(0, 8) : bin.slice(0, 6) });
    return fetch(BASE + '/v1/payment_methods/search?' + query.toString()).then(function (response) {
      return response.json().then(function (body) {
        if (!response.ok) throw body;
        return { results: body.results, paging: body.paging };
      });
    });
  };

  window.MercadoPago = MercadoPago;
})();
`;
