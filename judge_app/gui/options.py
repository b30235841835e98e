"""The desktop app's command-line options (pure Python, parsed before Qt starts)."""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True, slots=True)
class GuiOptions:
    """What ``judge-app [options]`` asked for."""

    appearance: str | None = None  # "dark", "light" or None (follow the system)
    screenshot: Path | None = None
    query: str | None = None
    rule: str | None = None
    doc: str | None = None
    search_delay_ms: int = 120
    scenario: Path | None = None
    steps: int = 0
    size: tuple[int, int] | None = None  # the window's size for --screenshot
    cards: str | None = None


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="judge-app",
        description="The offline rules desk for card-game judges. Without a sub-command it "
        "opens the desktop window; `judge-app rule|search|corpus ...` work without a display.",
    )
    look = parser.add_mutually_exclusive_group()
    look.add_argument("--dark", action="store_true", help="dark appearance, whatever the system")
    look.add_argument("--light", action="store_true", help="light appearance, whatever the system")
    parser.add_argument(
        "--screenshot",
        type=Path,
        metavar="FILE",
        help="start offscreen, save a PNG of the window to FILE and exit",
    )
    parser.add_argument("--query", help="search for this when the window opens")
    parser.add_argument("--rule", help="open this rule, section or term when the window opens")
    parser.add_argument(
        "--doc",
        help="document of --rule (default: altered-cr-5.0); with --query and no --rule, "
        "the document the search is filtered to",
    )
    parser.add_argument(
        "--scenario",
        type=Path,
        metavar="FILE",
        help="open this scenario file in the Sandbox when the window opens",
    )
    parser.add_argument(
        "--steps",
        type=int,
        default=0,
        metavar="N",
        help="with --scenario: take N steps at once (e.g. for a screenshot mid-resolution)",
    )
    parser.add_argument(
        "--size",
        metavar="WxH",
        help="with --screenshot: the window's size in logical pixels (default 1200x750)",
    )
    parser.add_argument(
        "--cards",
        metavar="QUERY",
        help="open the Cards view and search for QUERY (a name, text, faction:..., cost<=N)",
    )
    return parser


def _size(text: str | None, parser: argparse.ArgumentParser) -> tuple[int, int] | None:
    if not text:
        return None
    width, _, height = text.lower().partition("x")
    if not (width.isdigit() and height.isdigit()) or int(width) < 200 or int(height) < 150:
        parser.error(f"--size: expected WIDTHxHEIGHT such as 1600x1000, not {text!r}")
    return int(width), int(height)


def parse_options(argv: list[str]) -> GuiOptions:
    """Parse ``argv``; argparse prints usage and exits 2 on a bad option."""
    parser = build_parser()
    args = parser.parse_args(argv)
    appearance = "dark" if args.dark else "light" if args.light else None
    return GuiOptions(
        appearance,
        args.screenshot,
        args.query,
        args.rule,
        args.doc,
        scenario=args.scenario,
        steps=max(args.steps, 0),
        size=_size(args.size, parser),
        cards=args.cards,
    )
