// UNSEAF Grant Portal sign-in page: busy state on submit and links to the portal's own pages.
(function () {
  'use strict';
  var KEY = 'portal.login.origin';

  // The sign-in starts at .../protocol/openid-connect/auth?redirect_uri=<portal page>; Keycloak has
  // already checked redirect_uri against the client's allowed URIs. Remember its origin for this tab
  // so the forgot-password and register links go back to the portal instance that sent the user here
  // (the dev gateway on 3000 or the test gateway on 3100).
  function portalOrigin() {
    try {
      var redirect = new URLSearchParams(window.location.search).get('redirect_uri');
      if (redirect) {
        var origin = new URL(redirect).origin;
        if (/^https?:\/\//.test(origin)) window.sessionStorage.setItem(KEY, origin);
      }
      return window.sessionStorage.getItem(KEY);
    } catch (e) {
      return null;
    }
  }

  function init() {
    var origin = portalOrigin();
    if (origin) {
      var links = document.querySelectorAll('a[data-portal-path]');
      for (var i = 0; i < links.length; i++) {
        links[i].setAttribute('href', origin + links[i].getAttribute('data-portal-path'));
      }
    }

    var form = document.getElementById('kc-form-login');
    var button = document.getElementById('kc-login');
    if (form && button) {
      form.addEventListener('submit', function () {
        button.disabled = true;
        button.setAttribute('aria-busy', 'true');
        button.classList.add('portal-busy');
        button.textContent = form.getAttribute('data-busy-text') || 'Signing In...';
      });
    }
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', init);
  else init();
})();
