#!/usr/bin/env bash
# Install the unpacked app for the current user: a launcher in ~/.local/bin and a menu entry.
# Your bookmarks, notes and scenarios live in your user data folder, not here, so
# reinstalling or upgrading keeps them.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
mkdir -p "$HOME/.local/bin" "$HOME/.local/share/applications" "$HOME/.local/share/icons/hicolor/256x256/apps"
ln -sf "$here/judge-app" "$HOME/.local/bin/judge-app"
cp "$here/judge-app.png" "$HOME/.local/share/icons/hicolor/256x256/apps/judge-app.png"
sed "s|^Exec=.*|Exec=$here/judge-app|" "$here/judge-app.desktop" > "$HOME/.local/share/applications/judge-app.desktop"
echo "Installed: run 'judge-app' or find \"Judge's Rules Desk\" in your applications menu."
