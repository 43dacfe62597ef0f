// Keycloak's silent sign-in check ends here, in a hidden iframe: hand the answer to the portal page.
parent.postMessage(location.href, location.origin);
