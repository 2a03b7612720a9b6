"""Scenes are routed, not imported: each scene registers itself with game.ui.router, a scene asks the app
for another by name (``app.go``), and no scene module imports another (not even inside a function)."""

from __future__ import annotations

import ast
import inspect
import re
import typing
from pathlib import Path
from typing import Any

import pytest
from kit import frames, make_app

from game.ui import router
from game.ui.app import App
from game.ui.scene import Scene
from game.ui.scenes.lobby import demo_connection
from game.ui.scenes.title import TitleScene
from game.ui.session import bot_session

SCENES = Path(router.__file__).parent / "scenes"
# The scenes package's modules that hold no scene: a floor below the scenes, which import them.
HELPERS = {
    "menu": "the menu screens' widgets and backdrop (StillScene is a base class, not a scene)",
    "lan_link": "the Connection and labels the three LAN screens share",
    "table_setup": "the table's choices (Setup) the new-game and Host screens share",
    "start": "start_game: a session on the table, then the results",
}


def _modules() -> dict[str, Path]:
    return {path.stem: path for path in sorted(SCENES.glob("*.py")) if path.stem != "__init__"}


def _scene_modules() -> set[str]:
    return {cls.__module__.rpartition(".")[2] for cls in router.registered().values()}


def imported_scenes_modules(source: str) -> set[str]:
    """The modules of game.ui.scenes that ``source`` imports anywhere (at the top, inside functions, under
    TYPE_CHECKING, by ``importlib.import_module`` with a constant name)."""
    package = "game.ui.scenes"
    found: set[str] = set()

    def add(name: str) -> None:
        if name.startswith(package + "."):
            found.add(name[len(package) + 1 :].split(".")[0])

    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            for alias in node.names:
                add(alias.name)
        elif isinstance(node, ast.ImportFrom) and node.module:
            if node.level:
                raise AssertionError("a relative import: write it in full, so that this scan sees it")
            if node.module == package:
                for alias in node.names:
                    add(f"{package}.{alias.name}")
            add(node.module)
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, (ast.Name, ast.Attribute))
            and (node.func.id if isinstance(node.func, ast.Name) else node.func.attr) == "import_module"
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            add(node.args[0].value)
    return found


def test_the_scan_sees_every_kind_of_import() -> None:
    source = (
        "from game.ui.scenes import menu, title\nimport game.ui.scenes.lobby\n"
        "from game.ui.scenes.table import TableScene\n"
        "if TYPE_CHECKING:\n    from game.ui.scenes.results import ResultsScene\n"
        "def f():\n    from game.ui.scenes.settings import SettingsScene\n"
        "    importlib.import_module('game.ui.scenes.new_game')\n"
    )
    seen = {"menu", "title", "lobby", "table", "results", "settings", "new_game"}
    assert imported_scenes_modules(source) == seen


def test_no_scene_module_imports_another_and_helpers_import_no_scene() -> None:
    scenes = _scene_modules()
    modules = _modules()
    assert set(modules) == scenes | set(HELPERS), "a new module in game/ui/scenes: a scene, or one of HELPERS"
    assert not scenes & set(HELPERS)
    found = []
    for name, path in modules.items():
        others = imported_scenes_modules(path.read_text()) & scenes - {name}
        found += [f"{name} imports {other}" for other in sorted(others)]
    assert not found, f"ask the router (app.go) instead: {found}"


def test_the_router_knows_every_scene() -> None:
    scenes = router.registered()
    assert set(scenes) == set(router.SCENE_NAMES)
    for name, cls in scenes.items():
        assert issubclass(cls, Scene), name
    # Every scene class the scene modules define is registered (a helper's base class is not a scene).
    defined = {
        cls
        for module in {cls.__module__ for cls in scenes.values()}
        for _, cls in inspect.getmembers(__import__(module, fromlist=["_"]), inspect.isclass)
        if issubclass(cls, Scene) and cls.__module__ == module
    }
    assert defined == set(scenes.values())
    with pytest.raises(ValueError, match="no scene is called"):
        router.scene_class("credits")  # type: ignore[arg-type]


def _overloads() -> dict[str, dict[str, bool]]:
    """Each scene name of ``App.go``'s overloads: its keyword arguments, each with whether it is optional."""
    out: dict[str, dict[str, bool]] = {}
    for fn in typing.get_overloads(App.go):
        params = list(inspect.signature(fn).parameters.values())
        names = re.findall(r"[\"'](\w+)[\"']", str(params[1].annotation))
        assert names, params[1].annotation
        keywords = {p.name: p.default is not inspect.Parameter.empty for p in params[2:]}
        assert all(p.kind is inspect.Parameter.KEYWORD_ONLY for p in params[2:])
        for name in names:
            assert name not in out, f"two overloads for {name}"
            out[name] = keywords
    return out


def test_app_go_overloads_match_the_scenes_constructors() -> None:
    overloads = _overloads()
    assert set(overloads) == set(router.SCENE_NAMES)
    for name, cls in router.registered().items():
        params = list(inspect.signature(cls.__init__).parameters.values())[2:]  # after self and the app
        wanted = {p.name: p.default is not inspect.Parameter.empty for p in params}
        assert overloads[name] == wanted, f"App.go's {name!r}: {overloads[name]}; {cls.__name__}: {wanted}"


@pytest.mark.parametrize(
    ("name", "options"),
    [
        ("title", {}),
        ("new_game", {}),
        ("settings", {}),
        ("join_game", {"browse": False, "name": "Zed"}),  # a scene's option may be called "name"
        ("host_game", {"advertise": False, "name": "Zed"}),
        ("lobby", {"conn": "demo"}),
        ("table", {"session": "bots"}),
        ("watch", {"session": "bots", "captions": True}),
        ("attract", {"session": "bots", "back": "title"}),
        ("results", {"session": "bots"}),
    ],
)
def test_app_go_shows_each_scene_by_name(name: router.SceneName, options: dict[str, Any]) -> None:
    app = make_app()
    made: dict[str, Any] = {
        "demo": demo_connection(),
        "bots": bot_session(3, seed=1),
        "title": TitleScene(app),
    }
    shown = app.go(name, **{k: made.get(v, v) if isinstance(v, str) else v for k, v in options.items()})
    assert app.scene is shown and type(shown) is router.scene_class(name)
    frames(app, 2)
    app.quit()  # the scene shown is told the window closes (a lobby closes its connection)
