"""Deals: proposing terms, accepting or refusing an offer, and failing on purpose when that is better.

A failed deal costs each side three ships; a colony is worth 100 and handing a player one colony from
victory its last one costs the game (unless the same deal wins it for the bot too).

Aliens: a made deal takes a token off a Tick-Tock (worth much to the bot that is one, the game to the
others when it is its last token: ``deal_bonus``); a Zombie loses nothing when a deal fails
(``fail_value``) and offers to free its partner's ships from the warp, which costs it nothing
(the ``free_ships`` term, ``FREE_SHIP`` a ship to the partner).
"""

from __future__ import annotations

from typing import Any

from game.bots.cards import card_worth, worst_first
from game.bots.senses.kit import masochist_close
from game.bots.senses.tick_tock import last_token_rival, token_value
from game.bots.senses.zombie import immortal
from game.bots.situation import View, to_win

COLONY = 100.0
GAME = 900.0
CARD = 4.0  # an unnamed card of the giver's choice
FAIL = -12.0  # three ships to the warp
PATIENCE = 4  # offers on the table before a bot settles or gives up
FREE_SHIP = 3.0  # a ship a Zombie frees from the partner's warp
FREE_SHIPS = "free_ships"


def fail_value(view: View, seat: int) -> float:
    """What a failed deal is worth to ``seat``: three ships to the warp, none for a Zombie, a gain for a
    Masochist close to its win."""
    if masochist_close(view, seat):
        return -FAIL
    return 0.0 if immortal(view, seat) else FAIL


def deal_bonus(view: View, seat: int) -> float:
    """What a made deal is worth to ``seat`` whatever its terms (Tick-Tock tokens)."""
    return token_value(view, seat) - (GAME if last_token_rival(view, seat) else 0.0)


def side_value(view: View, seat: int, other: int, mine: dict[str, Any], theirs: dict[str, Any]) -> float:
    """Worth to ``seat`` of giving ``mine`` and getting ``theirs``."""
    alien = view["players"][seat]["alien"]
    value = 0.0
    i_win = theirs.get("colony") is not None and to_win(view, seat) <= 1
    if theirs.get("colony") is not None:
        value += COLONY + (GAME if i_win else 0.0)
    if mine.get("colony") is not None:
        value -= 40.0
        if to_win(view, other) <= 1 and not i_win:
            value -= GAME
    value += CARD * (len(theirs.get("cards", [])) + int(theirs.get("count", 0)))
    value += FREE_SHIP * int(theirs.get(FREE_SHIPS, 0))
    value -= sum(card_worth(c, alien) for c in mine.get("cards", []))
    value -= CARD * int(mine.get("count", 0))
    return value + deal_bonus(view, seat)


def offer_value(view: View, seat: int, spec: dict[str, Any], terms: dict[str, Any]) -> float:
    """Worth to the seat of the terms ``terms`` (keyed by role: what each role gives)."""
    me = spec["role"]
    them = "defense" if me == "offense" else "offense"
    return side_value(view, seat, spec["other"], terms[me], terms[them])


def _side(cards: list[int] | None = None, count: int = 0, colony: int | None = None) -> dict[str, Any]:
    return {"cards": cards or [], "count": count, "kind": None, "colony": colony}


def propose(view: View, seat: int, spec: dict[str, Any]) -> dict[str, Any] | None:
    """The terms the seat proposes, or None if no deal beats failing."""
    me = spec["role"]
    them = "defense" if me == "offense" else "offense"
    other = spec["other"]
    hand = worst_first(spec["my_cards"], view["players"][seat]["alien"])
    get = spec["get_colonies"]
    give = spec["give_colonies"]
    other_hand = int(spec["other_hand"])
    other_wins = to_win(view, other) <= 1
    candidates: list[dict[str, Any]] = []
    if get and give:
        candidates.append({me: _side(colony=give[0]), them: _side(colony=get[0])})
    if get:
        candidates.append({me: _side(cards=hand[:1]), them: _side(colony=get[0])})
        candidates.append({me: _side(cards=hand[:2]), them: _side(colony=get[0])})
    if other_hand:
        candidates.append({me: _side(), them: _side(count=min(2, other_hand))})
        candidates.append({me: _side(cards=hand[:1]), them: _side(count=min(2, other_hand))})
    if hand:
        candidates.append({me: _side(cards=hand[:1]), them: _side(count=1 if other_hand else 0)})
    if give and not other_wins:
        candidates.append({me: _side(colony=give[0]), them: _side(count=min(3, other_hand))})
    valid = [
        t for t in candidates if any(t[r]["cards"] or t[r]["count"] or t[r]["colony"] is not None for r in t)
    ]
    if not valid:
        return None
    free = int((spec.get("give_terms") or {}).get(FREE_SHIPS, 0))
    if free:  # a Zombie frees its partner's ships: free for it, worth ships to the partner
        for t in valid:
            t[me][FREE_SHIPS] = free
    # the most the seat gains among terms the other side would likely take (worth >= failing to it)
    scored = [(offer_value(view, seat, spec, t), -_their_value(view, spec, t), t) for t in valid]
    acceptable = [s for s in scored if -s[1] > fail_value(view, other)]
    pool = acceptable or scored
    best = max(pool, key=lambda s: (s[0], s[1]))
    return best[2] if best[0] > fail_value(view, seat) else None


def _their_value(view: View, spec: dict[str, Any], terms: dict[str, Any]) -> float:
    """A rough worth of the terms to the other side, as the seat can tell (no view of its hand)."""
    me = spec["role"]
    them = "defense" if me == "offense" else "offense"
    value = 0.0
    if terms[me]["colony"] is not None:
        value += COLONY
    if terms[them]["colony"] is not None:
        value -= 40.0
    value += CARD * (len(terms[me]["cards"]) + int(terms[me]["count"])) - CARD * int(terms[them]["count"])
    value += FREE_SHIP * int(terms[me].get(FREE_SHIPS, 0))
    return value + deal_bonus(view, spec["other"])


def answer_deal(view: View, seat: int, spec: dict[str, Any]) -> dict[str, Any]:
    """Propose, accept or give up."""
    offers = int((view["encounter"].get("deal") or {}).get("offers", 0))
    fail = fail_value(view, seat)
    if spec["can_accept"] and spec["offer"] is not None:
        value = offer_value(view, seat, spec, spec["offer"])
        mine = propose(view, seat, spec)
        counter = offer_value(view, seat, spec, mine) if mine is not None else fail
        if value > fail and (value >= counter - 5.0 or offers >= PATIENCE):
            return {"type": "deal_accept"}
    if offers >= PATIENCE + 2:
        return {"type": "deal_fail"}
    terms = propose(view, seat, spec)
    if terms is None:
        return {"type": "deal_fail"}
    return {"type": "deal_propose", "terms": terms}
