#!/usr/bin/env bash
# Writes the project.json of an Nx project: new-project.sh <root> <name> <tags comma list>
set -euo pipefail
root=$1 name=$2 tags=$3
mkdir -p "$root/src"
tags_json=$(printf '%s' "$tags" | awk -F, '{for(i=1;i<=NF;i++){printf "%s\"%s\"", (i>1?", ":""), $i}}')
cat >"$root/project.json" <<JSON
{
  "name": "$name",
  "\$schema": "../../node_modules/nx/schemas/project-schema.json",
  "sourceRoot": "$root/src",
  "tags": [$tags_json],
  "targets": {
    "lint": { "executor": "nx:run-commands", "options": { "command": "eslint --max-warnings 0 $root" } },
    "typecheck": { "executor": "nx:run-commands", "options": { "command": "tsc -p $root/tsconfig.json --noEmit" } },
    "test": { "executor": "nx:run-commands", "options": { "command": "vitest run --project $name" } }
  }
}
JSON
cat >"$root/tsconfig.json" <<JSON
{
  "extends": "../../tsconfig.base.json",
  "compilerOptions": { "noEmit": true, "types": ["node"] },
  "include": ["src/**/*.ts"]
}
JSON
