"""tarotdesk: historical tarot and fishing card games against AI opponents."""

from __future__ import annotations

from pathlib import Path


def _version() -> str:
    # The one version number lives in pyproject.toml: read it there in a checkout (or an
    # editable install), from the installed metadata otherwise.
    pyproject = Path(__file__).resolve().parent.parent / "pyproject.toml"
    if pyproject.is_file():
        import tomllib

        try:
            return str(tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]["version"])
        except (OSError, KeyError, ValueError):
            pass
    try:
        from importlib.metadata import PackageNotFoundError, version

        return version("tarotdesk")
    except PackageNotFoundError:
        return "0+unknown"


__version__ = _version()
