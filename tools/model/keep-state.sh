#!/usr/bin/env bash
# Keeps a training run's folder across sessions on machines that start fresh, where only this
# repository survives: the folder (outside the working tree) is stored as a commit without parent
# on the branch model-state/<run>, replaced at each save and never merged into main.
#
#   tools/model/keep-state.sh save    /work/model-3 log-ends-2   # state.pt, checkpoints, history
#   tools/model/keep-state.sh restore /work/model-3 log-ends-2   # then: train.py ... --continue
set -euo pipefail

action=${1:?save or restore}
folder=${2:?the run folder}
run=${3:?a name for the run}
branch="refs/heads/model-state/$run"
repo=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)

case "$action" in
  save)
    tree=$(
      for file in "$folder"/*; do
        [ -f "$file" ] || continue
        printf '100644 blob %s\t%s\n' "$(git -C "$repo" hash-object -w "$file")" "$(basename "$file")"
      done | git -C "$repo" mktree
    )
    commit=$(git -C "$repo" commit-tree "$tree" -m "Training state of $run, $(date -u +%FT%TZ)")
    git -C "$repo" update-ref "$branch" "$commit"
    echo "saved $(ls "$folder" | wc -l) files of $folder to model-state/$run"
    ;;
  restore)
    mkdir -p "$folder"
    git -C "$repo" ls-tree "$branch" | while read -r _ _ object name; do
      git -C "$repo" cat-file blob "$object" > "$folder/$name"
    done
    echo "restored $(ls "$folder" | wc -l) files of model-state/$run to $folder"
    ;;
  *)
    echo "usage: $0 save|restore <folder> <run>" >&2
    exit 2
    ;;
esac
