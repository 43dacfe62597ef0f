# syntax=docker/dockerfile:1.7
# One recipe for every Node app of the monorepo (npm workspaces).
#   target "app"       : a service or the gateway, chosen with the build arg WORKSPACE
#                        (services/identity, services/accounts-kyc, services/ledger-withdrawals,
#                        services/payments, services/support, gateway); runs `node dist/main.js`.
#   target "frontends" : builds the shell and the remotes and copies their dist/ folders to the
#                        volume mounted at /srv/frontends (the gateway serves them from there).
# Build context: the repository root (see docker-compose.yml); deploy/node-app.Dockerfile.dockerignore
# keeps node_modules, build output and .data out of the context.

ARG NODE_IMAGE=node:20.20.2-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV CI=true \
    PRISMA_SCHEMA_ENGINE_BINARY=/bin/true \
    PRISMA_HIDE_UPDATE_MESSAGE=1 \
    NPM_CONFIG_UPDATE_NOTIFIER=false
COPY . .
RUN npm ci --no-audit --no-fund

FROM deps AS app-build
ARG WORKSPACE
RUN test -n "$WORKSPACE" || { echo "build arg WORKSPACE is required (e.g. services/identity)"; exit 1; }
RUN npm run build --workspace contracts \
 && npm run build --workspace libs/service-kit \
 && npm run build --workspace "$WORKSPACE" \
 && npm prune --omit=dev --no-audit --no-fund

FROM deps AS frontends-build
RUN npm run build --workspace contracts \
 && node frontends/build-all.mjs \
 && for app in shell dashboard money settings support admin; do \
      mkdir -p "/out/$app" && cp -r "frontends/$app/dist" "/out/$app/dist"; \
    done

FROM ${NODE_IMAGE} AS frontends
COPY --from=frontends-build /out /opt/frontends
VOLUME /srv/frontends
# Copies the build into the shared volume and exits (compose: service_completed_successfully).
CMD ["sh", "-c", "rm -rf /srv/frontends/* && cp -r /opt/frontends/. /srv/frontends/ && echo frontends copied"]

FROM ${NODE_IMAGE} AS app
ARG WORKSPACE
ENV NODE_ENV=production \
    WORKSPACE=${WORKSPACE}
WORKDIR /app
COPY --from=app-build --chown=node:node /app /app
WORKDIR /app/${WORKSPACE}
USER node
CMD ["node", "dist/main.js"]
