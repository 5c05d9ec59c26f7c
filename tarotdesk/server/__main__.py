"""``python -m tarotdesk.server``: the table server's command line (the same as ``tarotdesk-cli serve``)."""

from __future__ import annotations

import sys

from .command import main

if __name__ == "__main__":
    sys.exit(main())
