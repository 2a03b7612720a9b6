"""Where games start and end (not a scene): ``start_game`` puts a session on the table and sends the table
to the results screen when the game is over; scenes ask for both by name (``game.ui.router``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from game.ui import saves
from game.ui.scene import Scene
from game.ui.session import LocalSession, Session

if TYPE_CHECKING:
    from game.ui.app import App


def start_game(app: App, session: Session, watch: bool = False) -> Scene:
    """Put ``session`` on the table (a watched bot game with ``watch``); game over leads to the results. A
    local game with people is autosaved as it goes (``game.ui.saves``), for the title's Continue."""

    def over(done: Session) -> None:
        app.go("results", session=done, watch=watch)

    if isinstance(session, LocalSession) and session.humans and not watch and session.autosave is None:
        saves.start(session)
    table: Literal["watch", "table"] = "watch" if watch else "table"
    return app.go(table, session=session, on_over=over, captions=watch)
