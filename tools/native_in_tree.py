"""Put the compiled kernels that ``pip install .`` built beside the sources of this checkout.

The tests import the package from the checkout (``python -m pytest`` from its root), not from the
installed copy, so they see the compiled kernels (``tarotdesk/ai/_native*``) only where they lie
in ``tarotdesk/ai`` itself. CI installs the package and then runs this; by hand,
``pip install -e .`` builds them in place as well. Prints what it copied (nothing where the
install built no kernels: no compiler).
"""

from __future__ import annotations

import shutil
import sysconfig
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main() -> None:
    installed = Path(sysconfig.get_paths()["platlib"]) / "tarotdesk" / "ai"
    for built in sorted(installed.glob("_native*")):
        target = ROOT / "tarotdesk" / "ai" / built.name
        shutil.copy2(built, target)
        print(f"{built} -> {target}")


if __name__ == "__main__":
    main()
