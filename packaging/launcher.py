"""Entry point of the frozen application (PyInstaller runs this file)."""

import multiprocessing
import sys

if __name__ == "__main__":
    # The AI worker runs in a separate process; a frozen program must let the child
    # process start from this same executable.
    multiprocessing.freeze_support()
    from tarotdesk.__main__ import main

    sys.exit(main())
