// The browser's stand-in for Omise.js (docs.omise.co/omise-js): the same `Omise.setPublicKey`,
// `Omise.createToken("card", card, callback)` and `Omise.createSource(type, options, callback)`, with callbacks
// called as `(statusCode, response)`. Card data goes straight to the sandbox's vault (its /tokens), never to the
// shop's API, exactly as with Omise.js. The payment page loads this or Omise.js, whichever the provider names.
export const omiseJs = `(function () {
  "use strict";
  var script = document.currentScript;
  var base = new URL(".", script && script.src ? script.src : location.href).href.replace(/\\/$/, "");
  var publicKey = null;

  function fail(callback, status, code, message) {
    setTimeout(function () { callback(status, { object: "error", location: null, code: code, message: message }); }, 0);
  }

  function post(path, body, callback) {
    if (typeof callback !== "function") throw new TypeError("a callback (statusCode, response) is required");
    if (!publicKey) return fail(callback, 401, "authentication_failure", "call Omise.setPublicKey first");
    fetch(base + path, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Basic " + btoa(publicKey + ":") },
      body: JSON.stringify(body)
    }).then(function (res) {
      return res.json().then(function (json) { callback(res.status, json); });
    }).catch(function (error) {
      callback(0, { object: "error", location: null, code: "network_error", \
message: String(error && error.message || error) });
    });
  }

  window.Omise = {
    setPublicKey: function (key) { publicKey = key; },
    createToken: function (type, data, callback) {
      if (type !== "card") return fail(callback, 400, "bad_request", "the sandbox tokenizes cards only");
      post("/tokens", { card: data }, callback);
    },
    createSource: function (type, options, callback) {
      var body = { type: type };
      for (var key in options) if (Object.prototype.hasOwnProperty.call(options, key)) body[key] = options[key];
      post("/sources", body, callback);
    }
  };
})();
`;
