"""``python -m tarotdesk.cardart [--out DIR] [--check]``: write or verify the card art."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from tarotdesk.resources import resource_path

from . import differences, generate


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point; returns the exit status."""
    parser = argparse.ArgumentParser(prog="python -m tarotdesk.cardart",
                                     description="Generate the SVG card art.")
    parser.add_argument("--out", type=Path, default=resource_path("cards"),
                        help="output folder (default: the resources/cards folder)")
    parser.add_argument("--check", action="store_true",
                        help="only compare the folder with what would be generated")
    args = parser.parse_args(argv)
    if args.check:
        diff = differences(args.out)
        for rel in diff:
            print(f"differs: {rel}")
        print("up to date" if not diff else f"{len(diff)} file(s) differ")
        return 1 if diff else 0
    changed = generate(args.out)
    print(f"{len(changed)} file(s) written to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
