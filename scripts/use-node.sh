# Sourced, from the repository's root: `. scripts/use-node.sh`. When the machine's node is older
# than .nvmrc's major, installs that Node from the npm registry's node-<platform>-<arch> package
# (the official binaries, repackaged) into .tools/ once, and puts it first on this shell's PATH.
# A machine with nvm, fnm, Volta or asdf needs none of this: `nvm use` (or theirs) reads .nvmrc.
# POSIX sh, so .ci/run (bash), a Dockerfile RUN and a developer's zsh can all source it.
want_major="$(tr -dc '0-9' < .nvmrc)"
have_major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
if [ "$have_major" -lt "$want_major" ]; then
  tools_dir="$PWD/.tools/node-$want_major"
  if [ ! -x "$tools_dir/bin/node" ]; then
    node_pkg="node-$(uname -s | tr 'A-Z' 'a-z')-$(uname -m | sed 's/x86_64/x64/; s/aarch64/arm64/')"
    echo "use-node: installing $node_pkg@$want_major into .tools/ (this machine has Node $have_major)" >&2
    rm -rf "$tools_dir.partial"
    npm install --prefix "$tools_dir.partial" --no-save --no-package-lock --no-audit --no-fund \
      --loglevel=error "$node_pkg@$want_major" >&2 &&
      mv "$tools_dir.partial/node_modules/$node_pkg" "$tools_dir" &&
      rm -rf "$tools_dir.partial"
  fi
  if [ -x "$tools_dir/bin/node" ]; then
    PATH="$tools_dir/bin:$PATH"
    export PATH
  else
    echo "use-node: could not install Node $want_major; install it with your version manager" >&2
  fi
  unset tools_dir node_pkg
fi
echo "use-node: node $(node -v) at $(command -v node)" >&2
unset want_major have_major
