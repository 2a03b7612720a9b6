"""The suite runs on the interpreted engine unless ``COSMIC_NATIVE=1`` asks for the compiled build
(game/native.py); ``tests/test_native.py`` checks that the two play the same games.

A test marked ``interpreted_only`` looks inside the engine in a way the compiled build does not allow (it
replaces a module's function, or hands the engine a subclass of ``list``); it is skipped on that build.
"""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("COSMIC_NATIVE", "0")  # before anything imports ``game``

from game import native

COMPILED = native.status().startswith("compiled")


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "interpreted_only: needs the interpreted engine (see tests/conftest.py)"
    )


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if not COMPILED:
        return
    skip = pytest.mark.skip(reason="looks inside the interpreted engine; the compiled build is running")
    for item in items:
        if "interpreted_only" in item.keywords:
            item.add_marker(skip)
