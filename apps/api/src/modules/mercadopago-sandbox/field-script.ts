/**
 * The script of a card field's iframe (field-page.ts): formats what is typed, tells the page what
 * MercadoPago.js's events say (never the digits), answers its sibling fields (same origin as this
 * one) with its value, and, in the field the page asks, makes the card token. It takes commands
 * only from its parent at the origin in its URL, and values only from its own origin.
 */
export const fieldScript = String.raw`(function () {
  'use strict';
  var params = new URLSearchParams(location.search);
  var type = params.get('type');
  var parentOrigin = params.get('origin');
  var group = params.get('group');
  var input = document.getElementById('field');
  var securityCodeLength = 3;
  var lastBin = null;
  var lastErrors = null;
  var answers = {};

  function digits() { return input.value.replace(/\D/g, ''); }
  function isAmex(number) { return /^3[47]/.test(number); }
  function toParent(event, payload) {
    window.parent.postMessage({ source: 'mp-sandbox-field', group: group, field: type, event: event, payload: payload }, parentOrigin);
  }
  function toSiblings(message) {
    message.source = 'mp-sandbox-sibling';
    message.group = group;
    for (var i = 0; i < window.parent.frames.length; i++) {
      var frame = window.parent.frames[i];
      if (frame !== window) frame.postMessage(message, location.origin);
    }
  }

  function format(value) {
    if (type === 'cardNumber') {
      var groups = isAmex(value) ? [4, 6, 5] : [4, 4, 4, 4, 3];
      var parts = [];
      var at = 0;
      for (var i = 0; i < groups.length && at < value.length; i++) {
        parts.push(value.slice(at, at + groups[i]));
        at += groups[i];
      }
      return parts.join(' ');
    }
    if (type === 'expirationDate') return value.length > 2 ? value.slice(0, 2) + '/' + value.slice(2) : value;
    return value;
  }
  function maxDigits(value) {
    if (type === 'cardNumber') return isAmex(value) ? 15 : 19;
    if (type === 'expirationDate') return 4;
    return securityCodeLength;
  }
  function luhn(number) {
    var sum = 0;
    for (var i = 0; i < number.length; i++) {
      var d = Number(number[number.length - 1 - i]);
      if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
      sum += d;
    }
    return sum % 10 === 0;
  }
  /** What is wrong with a field's digits; a security code's length is the card's (4 for amex). */
  function errorsOf(field, value, codeLength) {
    var label = { cardNumber: 'o número do cartão', expirationDate: 'a validade', securityCode: 'o código de segurança' }[field];
    if (!value) return [{ message: 'Informe ' + label + '.', cause: 'empty' }];
    if (field === 'cardNumber') {
      var lengths = isAmex(value) ? [15] : [16, 19];
      if (lengths.indexOf(value.length) < 0) return [{ message: 'Número do cartão incompleto.', cause: 'invalid_length' }];
      if (!luhn(value)) return [{ message: 'Número do cartão inválido.', cause: 'invalid_value' }];
    }
    if (field === 'expirationDate') {
      if (value.length !== 4) return [{ message: 'Use o formato MM/AA.', cause: 'invalid_length' }];
      var month = Number(value.slice(0, 2));
      var year = 2000 + Number(value.slice(2));
      var now = new Date();
      if (month < 1 || month > 12) return [{ message: 'Mês inválido.', cause: 'invalid_value' }];
      if (year * 12 + month - 1 < now.getFullYear() * 12 + now.getMonth()) return [{ message: 'Cartão vencido.', cause: 'invalid_value' }];
    }
    if (field === 'securityCode' && value.length !== codeLength) {
      return [{ message: 'O código de segurança tem ' + codeLength + ' dígitos.', cause: 'invalid_length' }];
    }
    return [];
  }
  function reportValidity(force) {
    var value = digits();
    var errors = value || force ? errorsOf(type, value, securityCodeLength) : [];
    var key = JSON.stringify(errors);
    if (key === lastErrors && !force) return;
    lastErrors = key;
    toParent('validityChange', { field: type, errorMessages: errors });
  }

  input.addEventListener('input', function () {
    var before = input.value.slice(0, input.selectionStart || 0).replace(/\D/g, '').length;
    var value = digits();
    value = value.slice(0, maxDigits(value));
    input.value = format(value);
    var position = 0;
    for (var seen = 0; position < input.value.length && seen < before; position++) if (/\d/.test(input.value[position])) seen++;
    input.setSelectionRange(position, position);
    if (type === 'cardNumber') {
      var bin = value.length >= 8 ? value.slice(0, 8) : null;
      if (bin !== lastBin) {
        lastBin = bin;
        toParent('binChange', { bin: bin });
        toSiblings({ kind: 'brand', securityCodeLength: isAmex(value) ? 4 : 3 });
      }
    }
    reportValidity(false);
  });
  input.addEventListener('focus', function () { toParent('focus', { field: type }); });
  input.addEventListener('blur', function () { toParent('blur', { field: type }); reportValidity(true); });

  function collect(needed, done) {
    var requestId = Math.random().toString(36).slice(2);
    var values = {};
    values[type] = digits();
    answers[requestId] = function (field, value) { values[field] = value; finish(false); };
    var timer = setTimeout(function () { finish(true); }, 1500);
    function finish(late) {
      if (!answers[requestId]) return;
      var complete = needed.every(function (field) { return field in values; });
      if (!complete && !late) return;
      delete answers[requestId];
      clearTimeout(timer);
      done(values);
    }
    toSiblings({ kind: 'ask', requestId: requestId });
    finish(false);
  }

  function createToken(command) {
    var saved = Boolean(command.cardId);
    var needed = saved ? ['securityCode'] : ['cardNumber', 'expirationDate', 'securityCode'];
    collect(needed, function (values) {
      var errors = [];
      needed.forEach(function (field) {
        if (!(field in values)) errors.push({ message: field + ' is not mounted', cause: 'missing_field', field: field });
      });
      // A saved card's code length is the server's to check: the field does not know its brand.
      var codeLength = saved ? (values.securityCode.length === 4 ? 4 : 3) : isAmex(values.cardNumber) ? 4 : 3;
      needed.forEach(function (field) {
        if (field in values) {
          errorsOf(field, values[field], codeLength).forEach(function (error) {
            error.field = field;
            errors.push(error);
          });
        }
      });
      if (errors.length) return toParent('tokenResult', { requestId: command.requestId, ok: false, errors: errors });
      var body = saved
        ? { card_id: command.cardId, security_code: values.securityCode }
        : {
            card_number: values.cardNumber,
            security_code: values.securityCode,
            expiration_month: Number(values.expirationDate.slice(0, 2)),
            expiration_year: 2000 + Number(values.expirationDate.slice(2)),
            cardholder: { name: command.cardholderName },
          };
      if (!saved && command.identificationType && command.identificationNumber) {
        body.cardholder.identification = { type: command.identificationType, number: command.identificationNumber };
      }
      fetch('/dev/mercadopago/v1/card_tokens?public_key=' + encodeURIComponent(command.publicKey), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
        .then(function (response) {
          return response.json().then(function (answer) {
            if (response.ok) return toParent('tokenResult', { requestId: command.requestId, ok: true, token: answer });
            var causes = answer && answer.cause && answer.cause.length ? answer.cause : [{ code: 'error', description: answer.message }];
            toParent('tokenResult', { requestId: command.requestId, ok: false, errors: causes.map(function (c) { return { message: c.description, cause: String(c.code) }; }) });
          });
        })
        .catch(function () {
          toParent('tokenResult', { requestId: command.requestId, ok: false, errors: [{ message: 'Não foi possível falar com o Mercado Pago.', cause: 'network' }] });
        });
    });
  }

  window.addEventListener('message', function (event) {
    var data = event.data;
    if (!data || data.group !== group) return;
    if (data.source === 'mp-sandbox-sibling' && event.origin === location.origin) {
      if (data.kind === 'ask') event.source.postMessage({ source: 'mp-sandbox-sibling', group: group, kind: 'value', requestId: data.requestId, field: type, value: digits() }, location.origin);
      if (data.kind === 'value' && answers[data.requestId]) answers[data.requestId](data.field, data.value);
      if (data.kind === 'brand' && type === 'securityCode') {
        securityCodeLength = data.securityCodeLength;
        input.maxLength = securityCodeLength;
      }
      return;
    }
    if (data.target !== 'mp-sandbox-field' || event.origin !== parentOrigin || event.source !== window.parent) return;
    if (data.command === 'update' && typeof data.placeholder === 'string') input.placeholder = data.placeholder;
    if (data.command === 'focus') input.focus();
    if (data.command === 'blur') input.blur();
    if (data.command === 'createToken') createToken(data);
  });

  input.disabled = false;
  toParent('ready', { field: type });
})();
`;
