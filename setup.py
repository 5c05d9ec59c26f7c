"""Packaging glue that pyproject.toml cannot express: ship ``resources/`` and ``translations/``.

They live at the top of the repository (beside the package, where the tools and the frozen
build find them); in a wheel they become ``tarotdesk/_resources`` and
``tarotdesk/_translations``, which :mod:`tarotdesk.resources` looks for first.
"""

from setuptools import find_packages, setup

setup(
    packages=find_packages(include=["tarotdesk", "tarotdesk.*"])
    + ["tarotdesk._resources", "tarotdesk._translations"],
    package_dir={"tarotdesk._resources": "resources", "tarotdesk._translations": "translations"},
    package_data={"tarotdesk._resources": ["**/*"], "tarotdesk._translations": ["*.qm", "*.ts", "*.md"]},
)
