"""Scenes by name: each scene registers itself here, and a scene that leads to another asks the app for it
by name (``app.go("title")``, ``app.go("table", session=s)``) instead of importing its module.

So no scene module imports another (tests/ui/test_router.py checks it), and the scenes package has no
import circle. A scene class registers with the ``scene`` decorator under one of ``SCENE_NAMES``; the
first time a name is asked for, every module of ``game.ui.scenes`` is imported (each registers what it
holds). ``App.go`` types each scene's keyword arguments (its overloads mirror the constructors, which the
test compares); ``build`` makes a scene without showing it.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Literal, TypeVar, get_args

from game.ui.scene import Scene

if TYPE_CHECKING:
    from game.ui.app import App

SceneName = Literal[
    "title",  # the first screen (game/ui/scenes/title.py)
    "new_game",  # set up a local game
    "host_game",  # open a LAN table
    "join_game",  # find a LAN table and join it
    "lobby",  # a LAN table's seats and chat before the game
    "table",  # a game in progress (game/ui/scenes/table.py)
    "watch",  # a table of bots to watch, Esc back to the title
    "attract",  # the title's attract mode: bots play, any input goes back
    "results",  # who won and how; play again
    "settings",  # the settings; back where it came from
]
SCENE_NAMES: tuple[SceneName, ...] = get_args(SceneName)
PACKAGE = "game.ui.scenes"

S = TypeVar("S", bound=type[Scene])

_SCENES: dict[str, type[Scene]] = {}


def scene(name: SceneName) -> Callable[[S], S]:
    """Class decorator: register a scene class under ``name`` (one class per name)."""

    def deco(cls: S) -> S:
        known = _SCENES.get(name)
        if known is not None and known.__qualname__ != cls.__qualname__:
            raise ValueError(f"two scenes are called {name!r}: {known.__qualname__} and {cls.__qualname__}")
        _SCENES[name] = cls
        return cls

    return deco


def load() -> None:
    """Import every module of the scenes package, so that each has registered its scenes."""
    package = importlib.import_module(PACKAGE)
    for module in pkgutil.iter_modules(package.__path__):
        importlib.import_module(f"{PACKAGE}.{module.name}")


def scene_class(name: SceneName) -> type[Scene]:
    """The scene class registered as ``name``."""
    if name not in _SCENES:
        load()
    try:
        return _SCENES[name]
    except KeyError:
        raise ValueError(f"no scene is called {name!r}; the scenes are {', '.join(SCENE_NAMES)}") from None


def build(app: App, scene_name: SceneName, /, **options: Any) -> Scene:
    """A new scene ``scene_name`` for ``app`` with its keyword ``options`` (not shown yet: ``App.go`` shows
    it); both come first and positional only, so a scene may take an option called ``name``."""
    return scene_class(scene_name)(app, **options)


def registered() -> dict[str, type[Scene]]:
    """Every scene by name (the scenes package imported first)."""
    load()
    return dict(_SCENES)
