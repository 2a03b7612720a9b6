"""Deals: proposing terms, accepting or refusing an offer, and failing on purpose when that is better.

Every negotiation a bot takes part in ends after a few proposals: the rules let the two main players talk
as long as the table's timer runs (and without a timer, for ever), so the bots are the ones to stop. A bot
proposes the rungs of its ``ladder`` in order (never terms the other side already answered with a
counter-offer), at most ``MAX_PROPOSALS`` of them; then it accepts the standing offer if that beats failing,
or lets the deal fail. Two bots thus settle within ``2 * MAX_PROPOSALS`` proposals and one last answer.

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
from game.bots.situation import View, aliens_of, to_win

COLONY = 100.0
GAME = 900.0
CARD = 4.0  # an unnamed card of the giver's choice
FAIL = -12.0  # three ships to the warp
PATIENCE = 4  # offers on the table after which a bot takes any offer that beats failing
MAX_PROPOSALS = (
    3  # proposals a bot makes in one negotiation; then it accepts the standing offer or walks away
)
SETTLE = 5.0  # a standing offer this close to the bot's own next proposal is accepted
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
    alien = aliens_of(view, seat)
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


def _candidates(view: View, seat: int, spec: dict[str, Any]) -> list[dict[str, Any]]:
    """Terms worth considering: a colony for a colony, cards or colonies one way for cards the other,
    each moving at least one card or colony (no two the same)."""
    me = spec["role"]
    them = "defense" if me == "offense" else "offense"
    other = spec["other"]
    hand = worst_first(spec["my_cards"], aliens_of(view, seat))
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
    valid: list[dict[str, Any]] = []
    for t in candidates:
        moves = any(t[r]["cards"] or t[r]["count"] or t[r]["colony"] is not None for r in t)
        if moves and t not in valid:
            valid.append(t)
    free = int((spec.get("give_terms") or {}).get(FREE_SHIPS, 0))
    if free:  # a Zombie frees its partner's ships: free for it, worth ships to the partner
        for t in valid:
            t[me][FREE_SHIPS] = free
    return valid


def ladder(view: View, seat: int, spec: dict[str, Any]) -> list[dict[str, Any]]:
    """The seat's proposals in the order it makes them: among the terms the other side would likely take
    (worth more than failing to it, as far as the seat can tell; all terms if none is), those worth more
    to the seat than failing, the best for the seat first. Each rung gives up a little more."""
    scored = [
        (offer_value(view, seat, spec, t), -_their_value(view, spec, t), t)
        for t in _candidates(view, seat, spec)
    ]
    acceptable = [s for s in scored if -s[1] > fail_value(view, spec["other"])]
    pool = sorted(acceptable or scored, key=lambda s: (s[0], s[1]), reverse=True)  # stable: ties keep order
    fail = fail_value(view, seat)
    return [t for value, _, t in pool if value > fail]


def proposals_made(view: View) -> int:
    """How many proposals the seat whose turn it is has made in this negotiation. The main players take
    turns, the offense first, and only a proposal passes the turn: so half the offers so far, rounded down."""
    return int((view["encounter"].get("deal") or {}).get("offers", 0)) // 2


def propose(view: View, seat: int, spec: dict[str, Any]) -> dict[str, Any] | None:
    """The seat's next proposal: the next rung of its ``ladder`` (so it never repeats terms the other side
    answered with a counter-offer), or None once it has made ``MAX_PROPOSALS`` or has no terms left that
    beat failing."""
    made = proposals_made(view)
    if made >= MAX_PROPOSALS:
        return None
    rungs = ladder(view, seat, spec)
    return rungs[made] if made < len(rungs) else None


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
    """Accept the standing offer if it beats failing and the seat's own next proposal is not much better
    (after ``PATIENCE`` offers: if it beats failing at all); else propose the next rung of the ladder; with
    none left, let the deal fail."""
    offers = int((view["encounter"].get("deal") or {}).get("offers", 0))
    fail = fail_value(view, seat)
    terms = propose(view, seat, spec)
    if spec["can_accept"] and spec["offer"] is not None:
        value = offer_value(view, seat, spec, spec["offer"])
        counter = offer_value(view, seat, spec, terms) if terms is not None else fail
        if value > fail and (value >= counter - SETTLE or offers >= PATIENCE):
            return {"type": "deal_accept"}
    if terms is None:
        return {"type": "deal_fail"}
    return {"type": "deal_propose", "terms": terms}
