"""The one table of per-alien bot senses, filled by the modules of ``game.bots.senses`` (one per alien)
and by ``alien_sense`` (the aliens it handles itself). The normal bot reads it, and so the hard bot, whose
candidates and rollouts come from the normal bot.

- ``POWER[alien](view, seat, option)``: how much an optional power use offered in a window is worth (> 0:
  make it); its targets are scored by the sense itself when the alien is in ``AIMED``.
- ``FLARE[alien](view, seat, option)``: the same for a play of that alien's flare (``option["half"]``).
- ``FORM[alien](view, seat, options)``: which form of a mandatory use to announce.
- ``CHOOSE[ctx](view, seat, options)``: a follow-up ``choose`` prompt of an alien, by its ctx.
- ``SHIPS[ctx](view, seat, spec)``: a follow-up ``ships`` prompt, by its ctx.
- ``CARDS[ctx](view, seat, spec)``: a follow-up ``cards`` prompt, by its ctx (the answer to send).
- ``NEW_HAND[alien](view, seat, owner, drawer)``: what it costs ``seat`` (in colonies' worth, >= 0) that
  ``drawer`` draws a new hand while ``owner`` holds that alien (Relic: a free colony for ``owner``);
  ``kit.new_hand_cost`` sums it for a bot choosing to make someone draw a new hand.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.bots.situation import View

Option = dict[str, Any]
Sense = Callable[[View, int, Option], float]
Chooser = Callable[[View, int, list[Option]], Option]
ShipsAnswer = Callable[[View, int, dict[str, Any]], dict[str, Any]]

POWER: dict[str, Sense] = {}
FLARE: dict[str, Sense] = {}
FORM: dict[str, Chooser] = {}
CHOOSE: dict[str, Chooser] = {}
SHIPS: dict[str, ShipsAnswer] = {}
CARDS: dict[str, ShipsAnswer] = {}
NEW_HAND: dict[str, Callable[[View, int, int, int], float]] = {}
AIMED: set[str] = set()  # aliens whose POWER sense scores the target itself (no generic aiming bonus)
