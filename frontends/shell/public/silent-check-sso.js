/* global window */
// Keycloak's silent sign-in check ends here, in a hidden iframe: hand the answer to the portal page.
window.parent.postMessage(window.location.href, window.location.origin);
