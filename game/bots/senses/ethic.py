"""Ethic: a main player losing attack against attack collects compensation; any compensation may come
from the deck instead of the payer's hand.

- Power (guilt): mandatory, one form.
- Power (from_deck): taking from the payer also weakens it, so the deck only makes up what the payer's
  hand cannot pay (``from_deck`` equal to that shortfall).
- Super (set the compensation from 0 to 8): always the most the payer's hand and the deck allow: 8.
- Wild (pass drawn cards on): giving cards away helps nobody the bot cares about; not played.
"""

from __future__ import annotations

from game.bots.senses.kit import Option
from game.bots.senses.registry import FLARE, POWER
from game.bots.situation import View


def _terms(view: View, seat: int) -> dict[str, int] | None:
    due = (view["encounter"]["modifiers"].get("compensation") or {}).get(str(seat))
    return dict(due) if due else None


def _power(view: View, seat: int, option: Option) -> float:
    if option.get("use") != "from_deck":
        return 1.0
    due = _terms(view, seat)
    if due is None:
        return -1.0
    shortfall = int(due["count"]) - int(view["players"][int(due["payer"])]["hand_size"])
    return 1.0 if shortfall > 0 and int(option["from_deck"]) == shortfall else -1.0


def _flare(view: View, seat: int, option: Option) -> float:
    if option.get("half") != "super":
        return -1.0
    due = _terms(view, seat)
    return (
        1.0 + 0.1 * int(option["count"])
        if due is not None and int(option["count"]) > int(due["count"])
        else -1.0
    )


POWER["Ethic"] = _power
FLARE["Ethic"] = _flare
