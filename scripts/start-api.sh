#!/bin/sh
# `npm start` and `npm run start:api`: the API as a bundle (scripts/bundle-api.mjs), on a 1 GB
# machine's budget (decision 0021). Extra arguments go to node, e.g. --cpu-prof.
set -e
cd "$(dirname "$0")/.."
node scripts/bundle-api.mjs
# The platform's console on this machine (decision 0082), unless set otherwise; PLATFORM_HOST= turns it off.
export PLATFORM_HOST="${PLATFORM_HOST-plataforma.localhost}"
[ -n "$PLATFORM_HOST" ] || unset PLATFORM_HOST
# glibc keeps what V8 freed after compiling PGlite's WebAssembly with TurboFan (~50 MB) in its
# arenas for good; with a fixed threshold, blocks of 32 KB and more are mapped on their own and go
# back to the system when freed. Other C libraries ignore the variable.
export MALLOC_MMAP_THRESHOLD_="${MALLOC_MMAP_THRESHOLD_:-32768}"
exec node --enable-source-maps "$@" apps/api/dist/server.js
