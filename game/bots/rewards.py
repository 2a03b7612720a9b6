"""Cosmic Incursion's reward cards, for the bots: which deck to draw rewards from, which backs to take as
compensation, when to open a rift and whose ships it frees. (Kickers: ``encounter.choose_kicker``; what
each reward card is worth: ``cards.card_worth``; the card counting of ``situation`` counts reward cards
at a table that plays with them.)

- Rewards (``rewards`` prompt at a reward-deck table): each deck is worth the average of what a card drawn
  from it would bring this hand (``draw_worths``): a card's worth, more for an encounter card when the
  hand holds fewer than two, and for an attack above the hand's best. Only the cosmic deck holds attacks
  above 23 and flares; only the reward deck holds kickers, rifts, crooked deals and negative attacks. The
  better deck gets the cards (ships first as before: a ship from the warp beats a card).
- Compensation backs (``compensation_backs``): as many reward-backed cards as are worth more, on average,
  than the cosmic-backed ones of the unseen cards; a rift taken goes off in the taker's hand and costs its
  value in ships (``cards.taken_worth``), which weighs against reward backs.
- Rifts (a play in the Regroup window, the start of the encounter): opened when they free more of the
  seat's own ships than of its rivals' (it picks its own first, then the ships of the players least
  ahead), and it has a colony to put them on.
- ``rift_ship`` (whose ship leaves the warp next): the seat's own, else the player whose gain hurts the
  seat least (``kit.rival_weight``).
- Hand Zap: on the seat itself when eight fresh cards are worth much more than its hand; on a leader close
  to winning that holds more than eight cards or reward cards. Space Junk: the pile's top card for the seat
  itself, when it is worth more than the Space Junk. Finder: on the player whose hand most likely holds a
  card worth more than the Finder (``finder_odds``: a shown hand is certain, else the unseen cards' odds),
  naming that card (``finder_name``).
"""

from __future__ import annotations

from typing import Any

from game.bots.cards import Aliens, card_worth, hand_quality, taken_worth
from game.bots.senses.kit import new_hand_cost, rival_weight
from game.bots.situation import View, aliens_of, known_cards, leaders, seen_cards, to_win, unseen_cards
from game.cards.catalog import (
    ATTACK,
    CARD_BACK,
    CARD_KIND,
    CARD_NAME,
    CARD_VALUE,
    FLARE_IDS,
    IS_ENCOUNTER,
    REWARD,
    RIFT,
)

Option = dict[str, Any]
SHORT_OF_ENCOUNTER = 2  # a hand with fewer encounter cards than this wants more of them
FLARE_WORTH = 6.0  # a flare of an alien the seat does not hold
TABLE_FLARES = 10  # flares dealt into the cosmic deck at setup (two a player, topped up to ten)


def draw_worth(card: int, hand: list[int], alien: Aliens) -> float:
    """What drawing ``card`` brings a player holding ``hand``."""
    worth = card_worth(card, alien)
    if IS_ENCOUNTER[card] and sum(1 for c in hand if IS_ENCOUNTER[c]) < SHORT_OF_ENCOUNTER:
        worth += 5.0
    if CARD_KIND[card] == ATTACK:
        best = max((CARD_VALUE[c] for c in hand if CARD_KIND[c] == ATTACK), default=0)
        worth += max(0, CARD_VALUE[card] - best) * 0.3
    return worth


def draw_worths(view: View, seat: int) -> tuple[float, float]:
    """The average worth of a card drawn from the cosmic deck and from the reward deck, over the unseen
    cards of each back (the cosmic deck also holds the unseen flares)."""
    hand = list(view["hand"] or [])
    alien = aliens_of(view, seat)
    unseen = unseen_cards(view)
    cosmic = [draw_worth(c, hand, alien) for c in unseen if CARD_BACK[c] != REWARD]
    known = known_cards(view)
    played = {p.get("card") for p in view["encounter"]["plays"]}
    flares_seen = sum(1 for c in FLARE_IDS if c in known or c in played)
    if any(p["alien"] for p in view["players"]):
        cosmic += [FLARE_WORTH] * max(0, max(TABLE_FLARES, 2 * len(view["players"])) - flares_seen)
    reward = [draw_worth(c, hand, alien) for c in unseen if CARD_BACK[c] == REWARD]
    return _mean(cosmic), _mean(reward)


def _mean(values: list[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def choose_backs(view: View, seat: int, options: list[Option]) -> Option:
    """Compensation at a reward-deck table: the number of reward-backed cards that is worth most, each
    back at the average worth of its unseen cards to a taker (a rift goes off: ``taken_worth``)."""
    alien = aliens_of(view, seat)
    unseen = unseen_cards(view)
    reward = _mean([taken_worth(c, alien) for c in unseen if CARD_BACK[c] == REWARD])
    cosmic = _mean([taken_worth(c, alien) for c in unseen if CARD_BACK[c] != REWARD])

    def worth(o: Option) -> tuple[float, int]:
        r, count = int(o["reward"]), int(o["count"])
        return (r * reward + (count - r) * cosmic, -r)

    return max(options, key=worth)


def _has_colony(view: View, seat: int) -> bool:
    return any(p["ships"][seat] for p in view["planets"])


def rift_score(view: View, seat: int, option: Option) -> float:
    """Open a rift now if it frees more of the seat's own ships than of others' (its own go first)."""
    card = int(option["card"])
    players = view["players"]
    warp = [int(p["warp"]) for p in players]
    value = int(CARD_VALUE[card])
    own = min(value, warp[seat])
    others = min(value - own, sum(warp) - warp[seat])
    if own <= others or not _has_colony(view, seat):
        return -1.0
    return 1.0 + (own - others) * 0.5 - card_worth(card) * 0.1


def choose_rift_ship(view: View, seat: int, options: list[Option]) -> Option:
    """Whose ship a rift frees next: the seat's own, else the player whose gain hurts the seat least."""
    return min(options, key=lambda o: (int(o["owner"]) != seat, rival_weight(view, seat, int(o["owner"]))))


# --- the reward deck's artifacts: Hand Zap, Finder, Space Junk --------------------------------------------

ARTIFACT_KEEP = 5.0  # what holding one of them is worth (``cards.ARTIFACT_WORTH``): played only for more
NEW_HAND = 8  # cards in a new hand
COLONY_WORTH = 6.0  # what a colony given to another player costs, in the units of these scores


def _hand_without(view: View, card: int) -> list[int]:
    hand = [int(c) for c in view["hand"] or []]
    if card in hand:
        hand.remove(card)
    return hand


def space_junk_score(view: View, seat: int, option: Option) -> float:
    """Take the discard pile's top card for the seat itself when it is worth more than the Space Junk."""
    if int(option["target"]) != seat or "top" not in option:
        return -1.0
    alien = aliens_of(view, seat)
    return draw_worth(int(option["top"]), _hand_without(view, int(option["card"])), alien) - ARTIFACT_KEEP


def hand_zap_score(view: View, seat: int, option: Option) -> float:
    """A new hand for the seat itself when its hand is much worse than eight fresh cards would be; for a
    leader holding more than eight cards (or reward cards, public backs) to cut it down."""
    target = int(option["target"])
    alien = aliens_of(view, seat)
    fed = COLONY_WORTH * new_hand_cost(view, seat, target)  # a new hand may feed a power (Relic's colony)
    if target == seat:
        hand = _hand_without(view, int(option["card"]))
        fresh = _mean([card_worth(c, alien) for c in unseen_cards(view) if CARD_BACK[c] != REWARD])
        return NEW_HAND * fresh - hand_quality(hand, alien) - 2 * ARTIFACT_KEEP - fed
    if target not in leaders(view) or to_win(view, target) > 2:
        return -1.0
    player = view["players"][target]
    return (int(player["hand_size"]) - NEW_HAND) * 1.5 + int(player.get("reward_cards", 0)) * 2.0 - 2.0 - fed


def finder_odds(view: View, seat: int, target: int) -> dict[str, tuple[float, float]]:
    """For each card face: the chance that ``target``'s hand holds one (from the unseen cards, or what a
    power showed the seat) and what taking it would be worth to the seat (a rift goes off there)."""
    alien = aliens_of(view, seat)
    hand = [int(c) for c in view["hand"] or []]
    cards, whole = seen_cards(view, target)
    size = int(view["players"][target]["hand_size"])
    unseen = [c for c in unseen_cards(view) if c not in cards]
    rest = 0 if whole else max(0, size - len(cards))
    share = min(1.0, rest / len(unseen)) if unseen else 0.0
    copies: dict[str, list[int]] = {}
    for c in unseen:
        copies.setdefault(CARD_NAME[c], []).append(c)
    out: dict[str, tuple[float, float]] = {}
    for name, group in copies.items():
        out[name] = (1.0 - (1.0 - share) ** len(group), _take_worth(group[0], hand, alien))
    for c in cards:  # known to be there
        out[CARD_NAME[c]] = (1.0, _take_worth(c, hand, alien))
    return out


def _take_worth(card: int, hand: list[int], alien: Aliens) -> float:
    return taken_worth(card, alien) if CARD_KIND[card] == RIFT else draw_worth(card, hand, alien)


def finder_score(view: View, seat: int, option: Option) -> float:
    """Play the Finder when the best card to name is, at its odds, worth more than keeping the Finder."""
    odds = finder_odds(view, seat, int(option["target"]))
    best = max((p * w for p, w in odds.values()), default=0.0)
    return best - ARTIFACT_KEEP - 0.5


def choose_finder_name(view: View, seat: int, options: list[Option]) -> Option:
    """Name the card with the best odds times worth in the searched hand."""
    odds = finder_odds(view, seat, int(options[0]["target"]))

    def gain(o: Option) -> float:
        p, w = odds.get(str(o["name"]), (0.0, 0.0))
        return p * w

    return max(options, key=gain)
