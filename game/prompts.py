"""Prompts: the engine asking a seat to decide, with the legal choices.

Every prompt has a ``kind`` that says how it is answered:

- ``choose``: pick one of ``options``; each option is the action to send (without ``seat``).
- ``ships``: pick ships from ``spec["sources"]`` (``[[location, available], ...]``, a location is a planet
  number or ``"gate"``), between ``spec["min"]`` and ``spec["max"]`` in total. Answer
  ``{"type": spec["type"], "ships": [[location, count], ...]}`` (plus ``"side"`` for alliance offers).
- ``place``: spread exactly ``spec["count"]`` ships over the planets in ``spec["planets"]``. Answer
  ``{"type": "place", "ships": [[planet, count], ...]}``.
- ``cards``: pick cards from the seat's hand as ``spec`` says (from ``spec["owner"]``'s hand if given;
  between ``spec["min"]`` and ``spec["count"]`` of them if ``min`` is given). Answer
  ``{"type": ..., "cards": [...]}``.
- ``invite``: pick any subset of ``spec["candidates"]``. Answer ``{"type": "invite", "seats": [...]}``.
- ``deal``: propose terms, accept the other side's standing offer, or give up (see docs/rules.md).

``ctx`` names the situation (``"launch_ships"``, ``"reveal_window"`` ...) for the UI and the bots.
"""

from __future__ import annotations

from typing import Any, NamedTuple

CHOOSE = "choose"
SHIPS = "ships"
PLACE = "place"
CARDS = "cards"
INVITE = "invite"
DEAL = "deal"


class Prompt(NamedTuple):
    """A decision the engine waits for. Immutable, so copies of a state may share it."""

    id: int
    seat: int
    kind: str
    ctx: str
    options: tuple[dict[str, Any], ...] = ()
    spec: dict[str, Any] = {}

    def to_dict(self) -> dict[str, Any]:
        """Plain data for views and the wire."""
        return {
            "id": self.id,
            "seat": self.seat,
            "kind": self.kind,
            "ctx": self.ctx,
            "options": [dict(o) for o in self.options],
            "spec": self.spec,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Prompt:
        """Inverse of to_dict."""
        return cls(
            id=data["id"],
            seat=data["seat"],
            kind=data["kind"],
            ctx=data["ctx"],
            options=tuple(data["options"]),
            spec=data["spec"],
        )
