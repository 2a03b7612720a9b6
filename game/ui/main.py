"""Starting the window, and rendering screens headless for the screenshot tool and the tests."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pygame

from game.ui.app import App
from game.ui.display import EXIT_NO_DISPLAY, NoDisplay, missing_display, no_display_message
from game.ui.scene import Scene
from game.ui.scenes.table import TableScene
from game.ui.session import LocalSession, bot_session
from game.ui.settings import Settings

__all__ = ["bot_session", "open_app", "run_lan_window", "run_window", "screenshot"]


def run_window(
    size: tuple[int, int] | None = None,
    watch: bool = False,
    players: int = 5,
    seed: int | None = None,
    expansions: tuple[str, ...] = (),
) -> int:
    """Open the window on the title screen (or straight into a bot game with ``watch``). Without a display:
    say so and how to play headless, and return ``EXIT_NO_DISPLAY``."""
    app = open_app(size)
    if app is None:
        return EXIT_NO_DISPLAY
    if watch:
        from game.rng import new_seed

        session = bot_session(players, seed if seed is not None else new_seed(), expansions=expansions)
        app.go("table", session=session, captions=True)
    else:
        app.go("title")
    app.run()
    return 0


def open_app(size: tuple[int, int] | None = None) -> App | None:
    """The window, or None when this machine cannot show one (the reason and the headless commands are
    printed on stderr)."""
    reason = missing_display()
    if reason is None:
        try:
            return App(size=size)
        except NoDisplay as exc:
            reason = exc.reason
    print(no_display_message(reason), file=sys.stderr)
    return None


def run_lan_window(
    kind: str,
    address: str | None = None,
    name: str | None = None,
    port: int | None = None,
    resume: str | None = None,
) -> int:
    """Open the window on the Host screen (``kind`` "host", on ``port``) or the Join screen ("join"), with
    your ``name`` filled in; given an ``address`` (``HOST`` or ``HOST:PORT``; ``port`` when it has none), the
    Join screen connects to it at once. ``resume``: a host's autosave to open again at once (the window
    sits in the seat it had; the others rejoin with their tokens)."""
    from net.host import HostCore

    resumed: HostCore | None = None
    if kind == "host" and resume:
        from game.errors import CorruptSave

        try:
            resumed = HostCore.resume(resume)
        except CorruptSave as exc:
            print(f"cannot resume {resume}: {exc.reason}")
            return 2
    app = open_app()
    if app is None:
        return EXIT_NO_DISPLAY
    if kind == "host":
        app.go("host_game", port=port, name=name, resume=resumed)
    elif kind == "join":
        if address and port is not None and ":" not in address:
            address = f"{address}:{port}"
        app.go("join_game", address=address, name=name, connect=bool(address))
    else:
        raise ValueError(f"kind is 'host' or 'join', not {kind!r}")
    app.run()
    return 0


def screenshot(
    out: str,
    players: int = 5,
    seed: int = 3,
    actions: int = 40,
    size: tuple[int, int] = (1920, 1080),
    aliens: str = "random",
    seat: int | None = 0,
    frames: int = 20,
    scene: str = "table",
    incursion: bool | None = None,
    variants: dict[str, Any] | None = None,
    expansions: tuple[str, ...] = (),
) -> Path:
    """Play ``actions`` bot actions, show the table as ``seat`` sees it, run ``frames`` frames, save a PNG.
    ``expansions`` (``incursion``: Cosmic Incursion among them; a table of more than five gets the
    colour expansions it needs); ``variants``: other table switches."""
    app = App(settings=Settings(), size=size)
    session = bot_session(
        players, seed, aliens, incursion=incursion, variants=variants, expansions=expansions
    )
    while session.state.actions < actions and not session.over and session.bot_step() is not None:
        pass
    table = TableScene(app, session)
    table.table.looker = seat
    table.animator.skip()
    table.table.refresh()
    if scene == "table":
        app.switch(table)
    elif scene == "curtain":
        app.switch(table)
        table.curtain.raise_for(seat if seat is not None else 0)
    else:
        app.switch(_other_scene(app, scene, session))
    for _ in range(frames):
        app.frame(1 / 60)
    path = Path(out)
    pygame.image.save(app.screen, str(path))
    return path


def _other_scene(app: App, name: str, session: LocalSession) -> Scene:
    import importlib

    module = importlib.import_module(f"game.ui.scenes.{name}")
    scene: Scene = module.screenshot_scene(app, session)
    return scene
