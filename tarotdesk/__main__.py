"""``python -m tarotdesk``: start the application.

``--version`` prints the version; ``--self-test`` checks the installation without a screen;
``--install-desktop-entry`` / ``--uninstall-desktop-entry`` add or remove the menu entry of a
pip install on Linux.
"""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    """Parse the few command-line flags of the application and start it."""
    args = list(sys.argv[1:] if argv is None else argv)
    if "--version" in args:
        from . import __version__

        print(f"tarotdesk {__version__}")
        return 0
    if "--install-desktop-entry" in args or "--uninstall-desktop-entry" in args:
        from .desktop_entry import main as desktop_entry

        return desktop_entry("install" if "--install-desktop-entry" in args else "uninstall")
    if "--self-test" in args:
        from .selftest import run as self_test

        return self_test()
    from .ui.shell.app import run

    return run(args)


if __name__ == "__main__":
    sys.exit(main())
