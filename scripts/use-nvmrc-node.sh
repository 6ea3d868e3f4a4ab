# Sourced by .ci/run: puts .nvmrc's Node major first on PATH. That is the machine's own Node when it is that major,
# else the official Node binary the npm registry serves as the package node-linux-<arch>, unpacked once into
# ~/.cache/trpc-docs/ (contributors use nvm, fnm or Volta, which read .nvmrc themselves).
wanted_major=$(tr -d ' \nv' < .nvmrc)
if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null)" != "$wanted_major" ]; then
  case "$(uname -m)" in
    x86_64) node_arch=x64 ;;
    aarch64) node_arch=arm64 ;;
    *) echo "No Node $wanted_major package for $(uname -m): install Node $wanted_major." >&2; return 1 ;;
  esac
  node_version=$(npm view "node-linux-$node_arch@$wanted_major" version --silent | tail -n 1 | sed -E "s/.*'(.+)'.*/\1/")
  node_home="$HOME/.cache/trpc-docs/node-$node_version-$node_arch"
  if [ ! -x "$node_home/bin/node" ]; then
    echo "Installing Node $node_version from the registry's node-linux-$node_arch package…"
    scratch=$(mktemp -d)
    (cd "$scratch" && npm pack "node-linux-$node_arch@$node_version" --silent >/dev/null && tar xzf ./*.tgz) &&
      mkdir -p "$(dirname "$node_home")" && rm -rf "$node_home" && mv "$scratch/package" "$node_home"
    rm -rf "$scratch"
  fi
  export PATH="$node_home/bin:$PATH"
fi
if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null)" != "$wanted_major" ]; then
  echo "Could not put Node $wanted_major (.nvmrc) on PATH." >&2
  return 1
fi
echo "Node $(node --version), npm $(npm --version)"
