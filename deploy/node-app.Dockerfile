# One recipe for every Node app of the monorepo (npm workspaces). Build context: the repository root
# (the root .dockerignore keeps node_modules, build output, .data and .git out).
#
#   target "service" : one NestJS service, chosen with the build arg WORKSPACE
#                      (services/identity, services/accounts-kyc, services/ledger-withdrawals,
#                      services/payments, services/support)
#   target "gateway" : the gateway (WORKSPACE=gateway) with the built frontends it serves, the
#                      demo-data script (scripts/seed.mjs) for the one-shot seed job and the NATS setup
#                      step (scripts/nats-setup.mjs: the JetStream streams) for its one-shot job, the
#                      realm sync (scripts/keycloak-config.mjs) and the first-admin command
#                      (scripts/admin-create.mjs)
#
# Each image holds only its workspace's production dependencies: a pruned deploy folder with the
# workspace, @portal/contracts and @portal/service-kit (built), installed with `npm ci --omit=dev
# --workspace <ws>` from the npm cache the build stage filled. Runs as uid 1000 under tini, works
# with a read-only root filesystem (writable: /tmp and the KYC documents volume).
#
# NODE_IMAGE is any Debian-based image with Node (current LTS) and npm for the build stages, RUNTIME_IMAGE
# the last stage's base (the same by default; one without npm makes smaller images). Where no base image
# can be pulled, deploy/base-image/build.sh makes both from Debian packages (see deploy/README.md).

ARG NODE_IMAGE=node:26-bookworm-slim
ARG RUNTIME_IMAGE=${NODE_IMAGE}

FROM ${NODE_IMAGE} AS deps
ENV CI=true \
    PRISMA_SCHEMA_ENGINE_BINARY=/bin/true \
    PRISMA_HIDE_UPDATE_MESSAGE=1 \
    NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false
WORKDIR /src
COPY . .
RUN npm ci --ignore-scripts

FROM deps AS build
ARG WORKSPACE
RUN test -n "$WORKSPACE" || { echo "build arg WORKSPACE is required (e.g. services/identity)"; exit 1; }
RUN npm run build --workspace contracts \
 && npm run build --workspace libs/service-kit \
 && npm run build --workspace "$WORKSPACE"
RUN node deploy/prune-workspace.mjs "$WORKSPACE" /deploy \
 && cd /deploy \
 && npm install --omit=dev --offline --ignore-scripts \
 && node /src/deploy/prune-workspace.mjs --trim /deploy

# the shell and the remotes, without source maps (19 MB nobody loads in production)
FROM deps AS frontends-build
RUN npm run build --workspace contracts && node frontends/build-all.mjs \
 && mkdir -p /out \
 && for app in shell dashboard money settings support admin; do \
      mkdir -p "/out/$app" && cp -r "frontends/$app/dist" "/out/$app/dist"; \
    done \
 && find /out -name '*.map' -delete

FROM ${RUNTIME_IMAGE} AS runtime
# tini as PID 1 forwards SIGTERM to Node and reaps zombies (the Debian-made base already has it).
RUN command -v tini >/dev/null || { apt-get update && apt-get install -y --no-install-recommends tini && rm -rf /var/lib/apt/lists/*; } \
 && mkdir -p /var/lib/grant-portal/kyc-documents /var/lib/grant-portal/report-attachments && chown -R 1000:1000 /var/lib/grant-portal
ENV NODE_ENV=production \
    KYC_STORAGE_DIR=/var/lib/grant-portal/kyc-documents \
    REPORT_ATTACHMENTS_STORAGE_DIR=/var/lib/grant-portal/report-attachments
WORKDIR /app
ENTRYPOINT ["tini", "--"]

FROM runtime AS service
ARG WORKSPACE
COPY --from=build /deploy /app
WORKDIR /app/${WORKSPACE}
USER 1000:1000
# The service's HTTP port for /metrics, /livez and /readyz (the RPCs come over NATS).
ENV OPS_PORT=9464
EXPOSE 9464
CMD ["node", "--import", "@portal/service-kit/telemetry", "dist/main.js"]

FROM runtime AS gateway
COPY --from=build /deploy /app
COPY --from=frontends-build /out /app/frontends
COPY scripts/seed.mjs scripts/nats-setup.mjs /app/scripts/
# The realm sync of every deploy (`node scripts/keycloak-config.mjs`) and the first-admin command
# (`node scripts/admin-create.mjs`), with the realm file and the demo users (created in development only).
COPY scripts/keycloak-config.mjs scripts/admin-create.mjs /app/scripts/
COPY scripts/infra/lib/keycloak-admin.mjs scripts/infra/lib/keycloak-sync.mjs scripts/infra/lib/keycloak.mjs scripts/infra/lib/realm-settings.mjs scripts/infra/lib/util.mjs /app/scripts/infra/lib/
COPY deploy/keycloak/realm-grant-portal.json deploy/keycloak/demo-users.json /app/deploy/keycloak/
WORKDIR /app/gateway
USER 1000:1000
ENV FRONTENDS_DIR=/app/frontends \
    GATEWAY_PORT=3000
EXPOSE 3000
CMD ["node", "--import", "@portal/service-kit/telemetry", "dist/main.js"]
