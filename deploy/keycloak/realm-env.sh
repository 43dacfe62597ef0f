#!/bin/bash
# Entry point of the Keycloak image: derives from the portal's own variables the values the realm file's
# import placeholders need in Keycloak's shape, then runs kc.sh with the given arguments. The same rules
# as scripts/infra/lib/realm-settings.mjs (realmImportEnv), which a unit test holds this script to:
#   PUBLIC_URL     the portal's address (required with --import-realm unless PORTAL_PROFILE is development or test)
#   SMTP_TLS       starttls | tls | none (default: starttls, none in development and test)
#   SMTP_PORT      default 587, 465 or 1025 by SMTP_TLS
#   SMTP_USER      set: authentication on (SMTP_PASSWORD then required)
#   MAIL_FROM      "Name <address>" or an address
# Exported: PORTAL_SMTP_STARTTLS, PORTAL_SMTP_SSL, PORTAL_SMTP_AUTH, PORTAL_SMTP_FROM, PORTAL_SMTP_FROM_NAME
# and SMTP_PORT. KC_SH names kc.sh (default /opt/keycloak/bin/kc.sh).
set -euo pipefail

fail() {
  echo "realm-env: $*" >&2
  exit 64
}

profile="${PORTAL_PROFILE:-production}"
case "$profile" in
  development | test) local_profile=true ;;
  production) local_profile=false ;;
  *) fail "PORTAL_PROFILE must be development, test or production, got '$profile'" ;;
esac

if [[ " $* " == *" --import-realm "* && "$local_profile" == false ]]; then
  [[ -n "${PUBLIC_URL:-}" ]] || fail "PUBLIC_URL is not set: the realm's redirect URIs and links need the portal's address"
  [[ "$PUBLIC_URL" == https://* ]] || fail "PUBLIC_URL must be https:// in production, got '$PUBLIC_URL'"
fi
if [[ -n "${PUBLIC_URL:-}" ]]; then
  PUBLIC_URL="${PUBLIC_URL%/}"
  export PUBLIC_URL
fi

if [[ "$local_profile" == true ]]; then tls="${SMTP_TLS:-none}"; else tls="${SMTP_TLS:-starttls}"; fi
case "${tls,,}" in
  starttls) export PORTAL_SMTP_STARTTLS=true PORTAL_SMTP_SSL=false default_port=587 ;;
  tls) export PORTAL_SMTP_STARTTLS=false PORTAL_SMTP_SSL=true default_port=465 ;;
  none) export PORTAL_SMTP_STARTTLS=false PORTAL_SMTP_SSL=false default_port=1025 ;;
  *) fail "SMTP_TLS must be one of starttls, tls, none, got '$tls'" ;;
esac
export SMTP_PORT="${SMTP_PORT:-$default_port}"

if [[ -n "${SMTP_USER:-}" ]]; then
  [[ -n "${SMTP_PASSWORD:-}" ]] || fail "SMTP_USER is set without SMTP_PASSWORD"
  export PORTAL_SMTP_AUTH=true
else
  export PORTAL_SMTP_AUTH=false
fi

from="${MAIL_FROM:-UNSEAF Grant Portal <noreply@grant-portal.local>}"
re_named='^[[:space:]]*(.*[^[:space:]])?[[:space:]]*<([^<>[:space:]]+@[^<>[:space:]]+)>[[:space:]]*$'
re_bare='^[[:space:]]*([^@[:space:]<>]+@[^@[:space:]<>]+)[[:space:]]*$'
if [[ "$from" =~ $re_named ]]; then
  name="${BASH_REMATCH[1]}"
  name="${name#\"}"
  export PORTAL_SMTP_FROM="${BASH_REMATCH[2]}" PORTAL_SMTP_FROM_NAME="${name%\"}"
elif [[ "$from" =~ $re_bare ]]; then
  export PORTAL_SMTP_FROM="${BASH_REMATCH[1]}" PORTAL_SMTP_FROM_NAME=""
else
  fail "MAIL_FROM must be an address or \"Name <address>\", got '$from'"
fi
[[ -n "$PORTAL_SMTP_FROM_NAME" ]] || export PORTAL_SMTP_FROM_NAME="UNSEAF Grant Portal"

exec "${KC_SH:-/opt/keycloak/bin/kc.sh}" "$@"
