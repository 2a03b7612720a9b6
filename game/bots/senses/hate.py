"""Hate: at the start of its turn it discards a card; every other player discards one of the same type
(an attack at least as high) or loses three ships that Hate picks.

- Power (rage): mandatory, one form per card. ``rage_worth`` weighs each card: for each other player,
  the chance (from the cards the seat has not seen and that player's hand size) that it holds no match
  and loses three ships, else a card, less what the card is worth to the seat (nothing if it holds its
  Super, which keeps the card). A morph or a high attack few can match usually beats a worthless card
  everyone can answer.
- ``hate_ships`` (Hate picks a victim's three ships): the ones that hurt most: colonies emptied first,
  foreign colonies before home ones.
- ``hate_answer`` (the seat must match or lose three ships): the least useful matching card, unless every
  match is worth more than the ships Hate would take (counting the colonies it could empty); a Masochist
  close to its win gives the ships.
- Wild (the opponent discards a card at random) and Super (keep the rage card): always good; played.
"""

from __future__ import annotations

from typing import Any

from game.bots.cards import card_worth
from game.bots.senses.kit import Option, masochist_close
from game.bots.senses.registry import CHOOSE, FLARE, FORM, SHIPS
from game.bots.situation import View, aliens_of, is_home, unseen_cards
from game.cards.catalog import ATTACK, CARD_KIND, CARD_VALUE, FLARE_ALIEN

SHIP = 4.0
CARD = 4.0
SHIPS_LOST = 3


def matches(cards: list[int] | tuple[int, ...], card: int) -> int:
    """How many of ``cards`` answer ``card`` (same type; an attack at least as high)."""
    kind = CARD_KIND[card]
    return sum(
        1 for c in cards if CARD_KIND[c] == kind and (kind != ATTACK or CARD_VALUE[c] >= CARD_VALUE[card])
    )


def _keeps(view: View) -> bool:
    """Does the seat hold its Hate flare, whose Super keeps the rage card?"""
    used = set(view["encounter"]["flares_used"])
    return any(FLARE_ALIEN.get(c) == "Hate" and c not in used for c in view["hand"] or [])


def rage_worth(view: View, seat: int, card: int) -> float:
    """What raging with ``card`` is worth: what the others lose, less the card (kept with the Super)."""
    unseen = unseen_cards(view)  # the reward cards too, at a table that plays with them
    share = matches(unseen, card) / max(1, len(unseen))
    harm = 0.0
    for s, p in enumerate(view["players"]):
        if s == seat or (not p["hand_size"] and not sum(pl["ships"][s] for pl in view["planets"])):
            continue
        none = (1.0 - share) ** int(p["hand_size"])
        harm += none * SHIPS_LOST * SHIP + (1.0 - none) * CARD
    kept = _keeps(view) and FLARE_ALIEN.get(card) != "Hate"
    cost = 0.0 if kept else card_worth(card, aliens_of(view, seat))
    return harm - cost


def _rage(view: View, seat: int, options: list[Option]) -> Option:
    return max(options, key=lambda o: (rage_worth(view, seat, int(o["card"])), -int(o["card"])))


def hurt_ships(view: View, victim: int, sources: list[list[Any]], count: int) -> list[list[Any]]:
    """``count`` of ``victim``'s ships from ``sources`` that hurt it most: the thinnest colonies first
    (emptied), foreign before home."""
    left = {loc: int(a) for loc, a in sources}
    chosen: dict[Any, int] = {}
    for _ in range(count):
        live = [loc for loc, a in left.items() if a > 0]
        if not live:
            break

        def key(loc: Any) -> tuple[int, int, str]:
            home = isinstance(loc, int) and is_home(view, loc, victim)
            return (left[loc], int(home), str(loc))

        loc = min(live, key=key)
        left[loc] -= 1
        chosen[loc] = chosen.get(loc, 0) + 1
    return [[loc, c] for loc, c in chosen.items()]


def _ships(view: View, seat: int, spec: dict[str, Any]) -> dict[str, Any]:
    victim = int(spec.get("player", seat))
    return {"type": spec["type"], "ships": hurt_ships(view, victim, spec["sources"], int(spec["min"]))}


def _answer(view: View, seat: int, options: list[Option]) -> Option:
    cards = [o for o in options if isinstance(o.get("card"), int)]
    ships = next((o for o in options if o.get("type") == "hate_ships"), None)
    if ships is not None and (not cards or masochist_close(view, seat)):
        return ships
    best = min(cards, key=lambda o: card_worth(o["card"]))
    thin = sum(1 for p in view["planets"] if 0 < p["ships"][seat] <= SHIPS_LOST)
    ship_cost = SHIPS_LOST * SHIP + 25.0 * min(thin, SHIPS_LOST)
    return ships if ships is not None and card_worth(best["card"]) > ship_cost else best


def _flare(view: View, seat: int, option: Option) -> float:
    return 1.0


FORM["Hate"] = _rage
SHIPS["hate_ships"] = _ships
CHOOSE["hate_answer"] = _answer
FLARE["Hate"] = _flare
