"""Hidden information, resampled: copies of a game that a seat cannot tell apart from the real one.

- ``hidden_slots(state, seat)``: every place holding a card ``seat`` may not see (other hands, the deck,
  the reward deck, the unused flares, the other main player's unrevealed encounter card). Card backs are
  public at a reward-deck table, so a hidden card is only ever swapped with one of the same back.
- ``scramble(state, seat, rng)``: the secrecy tests' tool: shuffle those cards and blank every other secret
  (PRNG, others' answers and prompts, the step queue). Views must not change under it.
- ``sample_state(state, seat, rng)``: a *playable* copy for a search bot: the hidden cards are dealt again
  at random (keeping every public size), the PRNG is reseeded, and the other seats' open choices that
  depend on their hands (encounter card selection, play windows) are asked again from the new hands. The
  result depends only on what ``seat`` may know and on ``rng``: the bot host hands it to a bot through a
  callback, never the real state.

Cards a power has shown the seat (``game.seen``: a hand looked at, draws watched) are known, not hidden:
a sample for that seat keeps them where they are; other seats' records of what they were shown are dealt
again from the new hands (a scramble or a sample must not carry them).

With hidden powers, an alien still face down to the seat is drawn again too (``hidden_powers.deal_again``:
from the table's pool less the aliens it sees and those with Game Setup text, which show at setup).

What stays as it was: public cards, the step queue (it holds no hidden card between actions), and the
alien data in ``state.extra`` (a Miser's hoard and the like are not resampled), but what other seats' aliens
remember of hidden cards (``Power.forget``: Mind's last look), which is dropped.
"""

from __future__ import annotations

from typing import Any

from game import hidden_powers, hooks, seen, techs
from game.cards.catalog import CARD_KIND, IS_ENCOUNTER, KICKER
from game.core import ask, timing_order
from game.deck import is_reward, reward_backs
from game.phases.planning import select_options
from game.phases.setup import alien_pool
from game.prompts import CHOOSE, Prompt
from game.rng import Rng, seed_state
from game.state import GameState
from game.windows import PASS, window_options

Slot = tuple[Any, Any]  # (container, key): a list and an index, or an object and an attribute name


def hidden_slots(state: GameState, seat: int | None) -> list[Slot]:
    """(container, key) of every card ``seat`` may not see; a container is a list or the Encounter."""
    slots: list[Slot] = [(state.deck, i) for i in range(len(state.deck))]
    slots += [(state.reward_deck, i) for i in range(len(state.reward_deck))]
    slots += [(state.unused_flares, i) for i in range(len(state.unused_flares))]
    for s, hand in enumerate(state.hands):
        if s != seat:
            slots += [(hand, i) for i in range(len(hand))]
    enc = state.enc
    if not enc.revealed:
        if state.offense != seat and enc.off_card >= 0:
            slots.append((enc, "off_card"))
        if enc.defense != seat and enc.def_card >= 0:
            slots.append((enc, "def_card"))
    kickers = enc.mods.kickers_down
    if kickers:  # kickers played face down: the table knows they are kickers, not which
        slots += [(kickers, key) for key in sorted(kickers) if key != str(seat)]
    return slots + techs.secret_slots(state, seat)  # cards kept secretly on techs


def _get(container: Any, key: Any) -> int:
    if isinstance(container, (list, dict)):
        return container[key]  # type: ignore[no-any-return]
    return getattr(container, key)  # type: ignore[no-any-return]


def _set(container: Any, key: Any, value: int) -> None:
    if isinstance(container, (list, dict)):
        container[key] = value
    else:
        setattr(container, key, value)


def _deal_again(state: GameState, slots: list[Slot], cards: list[int], shuffle: Any) -> None:
    """Put ``cards`` (the slots' cards, in any order) back into ``slots`` after ``shuffle(list)``; at a
    reward-deck table each back is dealt only to slots that held that back (backs are public), and a kicker
    played face down is dealt a kicker (it was announced)."""
    down = state.enc.mods.kickers_down
    kicker_slots = [slot for slot in slots if slot[0] is down] if down else []
    if kicker_slots:
        pool = [c for c in cards if CARD_KIND[c] == KICKER]
        shuffle(pool)
        chosen = pool[: len(kicker_slots)]
        for (c, k), card in zip(kicker_slots, chosen, strict=True):
            _set(c, k, card)
        slots = [slot for slot in slots if slot[0] is not down]
        cards = list(cards)
        for card in chosen:
            cards.remove(card)
    if not reward_backs(state):
        shuffle(cards)
        for (c, k), card in zip(slots, cards, strict=True):
            _set(c, k, card)
        return
    groups = [
        (
            [slot for slot in slots if is_reward(state, _get(*slot)) == back],
            [c for c in cards if is_reward(state, c) == back],
        )
        for back in (False, True)
    ]
    for mine, group in groups:
        shuffle(group)
        for (c, k), card in zip(mine, group, strict=True):
            _set(c, k, card)


def _hazards_again(state: GameState, shuffle: Any) -> None:
    """The hazard deck variant: the face-down hazard deck in an order nobody knows."""
    if state.hazard_deck:
        state.hazard_deck.sort()  # a canonical order: where the cards were does not matter
        shuffle(state.hazard_deck)


def _techs_again(state: GameState, seat: int | None, shuffle: Any) -> None:
    """The Technology variant: the tech deck and the other seats' face-down techs dealt again among
    themselves (a seat knows its own tech and every face-up one)."""
    if not state.tech_card:
        return
    others = [s for s, t in enumerate(state.tech_card) if t >= 0 and s != seat]
    pool = state.tech_deck + [state.tech_card[s] for s in others]
    pool.sort()  # a canonical order: where the secrets were does not matter
    shuffle(pool)
    for s in others:
        state.tech_card[s] = pool.pop()
    state.tech_deck[:] = pool


def _aliens_again(state: GameState, seat: int | None, shuffle: Any) -> None:
    """Hidden powers: every alien still face down to ``seat`` is drawn again from those it could be (the
    table's pool, less the aliens ``seat`` sees and those with Game Setup text, which show at setup)."""
    if state.config.hidden_powers:
        pool = [a for a in alien_pool(state) if not hooks.POWERS[a].setup]
        hidden_powers.deal_again(state, seat, pool, shuffle)


def _forget_others_cards(state: GameState, seat: int | None) -> None:
    """Secret records of other seats' cards in the encounter (the cards of each draw, ``mods.drawn``; the
    cards gained, ``_gained``) are emptied: the seat never saw them, and the hands they point into are
    dealt again."""
    mods = state.enc.mods
    hand = set(state.hands[seat]) if seat is not None else set()
    drawn = mods.drawn
    if drawn:
        mods.drawn = [cards if hand.intersection(cards) else [] for cards in drawn]
    gained = mods.gained
    if gained:
        mods.gained = {k: v for k, v in gained.items() if k == str(seat)}


def scramble(state: GameState, seat: int | None, r: Rng, keep_queue: bool = False) -> GameState:
    """A copy of ``state`` in which everything ``seat`` may not know is shuffled or blanked.

    ``keep_queue`` keeps the step queue (the host's plan, which names no hidden card between actions) and
    leaves in place the cards the seat knows of in other hands (``secret_slots``), for tests of functions
    that need a playable state."""
    t = state.copy()
    slots = secret_slots(t, seat) if keep_queue and seat is not None else hidden_slots(t, seat)
    cards = [_get(c, k) for c, k in slots]
    _deal_again(t, slots, cards, r.shuffle)
    hooks.dealt_again(t, seat)
    _techs_again(t, seat, r.shuffle)
    _hazards_again(t, r.shuffle)
    _aliens_again(t, seat, r.shuffle)
    _forget_others_cards(t, seat)
    seen.deal_again(t, -1 if seat is None else seat, r.shuffle)  # what others were shown: secret too
    hooks.forget_others(t, seat)  # and what their aliens keep of it (Mind's last look)
    t.rng = (state.rng * 6364136223846793005 + 1442695040888963407) & ((1 << 64) - 1)
    if not keep_queue:
        t.queue = []
    # others' pending answers keep their shape (an encounter card pick stays a pick) but not their content
    # (nor, at a reward-deck table, the back of the card picked: it lies face down on the table)
    t.answers = {
        s: a
        if s == seat
        else {**a, "card": _like(t, a["card"], cards, r)}
        if "card" in a and cards
        else {"type": "x"}
        for s, a in t.answers.items()
    }
    t.prompts = [p if p.seat == seat else Prompt(p.id, p.seat, p.kind, p.ctx) for p in t.prompts]
    deal = t.enc.deal
    if deal is not None and "chosen" in deal:
        mine = "offense" if seat == t.offense else "defense" if seat == t.enc.defense else None
        deal["chosen"] = {role: cs if role == mine else [] for role, cs in deal["chosen"].items()}
    return t


def _like(state: GameState, card: Any, cards: list[int], r: Rng) -> int:
    """A random card of ``cards``, of the same back as ``card`` at a reward-deck table."""
    if reward_backs(state) and isinstance(card, int) and card >= 0:
        same = [c for c in cards if is_reward(state, c) == is_reward(state, card)]
        if same:
            return r.choice(same)
    return r.choice(cards)


# --- sampling ------------------------------------------------------------------------------------------


def _known_elsewhere(state: GameState, seat: int) -> tuple[set[int], set[int]]:
    """Cards in other hands that ``seat`` knows of: hands its own prompts show it (``spec["owner"]``: a
    power lets it pick from them) and cards named in a deal offer (terms are public). (Cards a power has
    shown it, ``game.seen``, are left out in ``secret_slots``.)"""
    owners = {p.spec["owner"] for p in state.prompts if p.seat == seat and "owner" in p.spec}
    named: set[int] = set()
    deal = state.enc.deal
    if deal is not None and deal.get("offer"):
        for side in deal["offer"].values():
            named.update(side.get("cards", []))
    return owners, named


def secret_slots(state: GameState, seat: int) -> list[Slot]:
    """The slots a sample deals again: the hidden slots less the cards ``seat`` knows of (and those lying
    face up for all), plus cards other seats keep face down under a claim (Gambler)."""
    owners, named = _known_elsewhere(state, seat)
    shown = [id(state.hands[s]) for s in owners if s != seat]
    peeked = {id(state.hands[p]): set(cards) for p, cards in seen.known(state, seat).items()}
    face_up = set(state.enc.mods.shown or ())  # cards turned face up in a hand (Magician's Super)
    slots = [
        (c, k)
        for c, k in hidden_slots(state, seat)
        if id(c) not in shown
        and _get(c, k) not in named
        and _get(c, k) not in peeked.get(id(c), ())
        and _get(c, k) not in face_up
    ]
    face_down = state.enc.mods.face_down
    if face_down:
        slots += [(face_down, key) for key in sorted(face_down) if key != str(seat)]
    return slots


def _selecting(state: GameState, seat: int) -> list[int]:
    """The other main players choosing an encounter card now (asked, or picked and waiting)."""
    if not any(p.ctx == "select_card" for p in state.prompts):
        return []
    asked = {p.seat for p in state.prompts if p.ctx == "select_card"}
    return [s for s in (state.offense, state.enc.defense) if s != seat and (s in asked or s in state.answers)]


def _must_hold_encounter(t: GameState, slots: list[Slot], needy: list[int], rng: Rng) -> None:
    """Give each slot that must be an encounter card (an unrevealed encounter card, or one card of a hand
    that is choosing one) an encounter card, by swapping with a free hidden slot that holds one."""
    hands = [t.hands[s] for s in needy if t.hands[s]]
    wants: list[Slot] = [(c, k) for c, k in slots if c is t.enc]
    for hand in hands:
        free = [k for c, k in slots if c is hand]  # not a card the seat knows is there
        if free and not any(IS_ENCOUNTER[c] for c in hand):
            wants.append((hand, free[rng.below(len(free))]))
    taken = {(id(c), k) for c, k in wants} | {id(h) for h in hands}
    backs = reward_backs(t)
    for want in wants:
        if IS_ENCOUNTER[_get(*want)]:
            continue
        back = is_reward(t, _get(*want))
        donors = [
            (c, k)
            for c, k in slots
            if (id(c), k) not in taken
            and id(c) not in taken
            and IS_ENCOUNTER[_get(c, k)]
            and (not backs or is_reward(t, _get(c, k)) == back)
        ]
        if not donors:
            return
        donor = donors[rng.below(len(donors))]
        a, b = _get(*want), _get(*donor)
        _set(*want, b)
        _set(*donor, a)


def sample_state(state: GameState, seat: int, rng: Rng) -> GameState:
    """A playable copy of ``state`` with everything ``seat`` may not know drawn again at random.

    Only public facts, the seat's own cards and ``rng`` decide the result: two states that differ only in
    the seat's secrets give equal samples for equal generators. Meant for the moments the seat has a prompt
    open (a bot deciding); the other seats' window and encounter-card prompts are asked again.
    """
    t = state.copy()
    slots = secret_slots(t, seat)
    cards = sorted(_get(c, k) for c, k in slots)  # a canonical order: the secrets' places do not matter
    _deal_again(t, slots, cards, rng.shuffle)
    selecting = _selecting(state, seat)
    _must_hold_encounter(t, slots, selecting, rng)
    hooks.dealt_again(t, seat)
    _techs_again(t, seat, rng.shuffle)
    _hazards_again(t, rng.shuffle)
    _forget_others_cards(t, seat)
    _aliens_again(t, seat, rng.shuffle)
    seen.deal_again(t, seat, rng.shuffle)  # what the others were shown agrees with the new hands
    hooks.forget_others(t, seat)  # an alien's memory of what it saw would not
    t.rng = seed_state(rng.below(1 << 62))
    deal = t.enc.deal
    if deal is not None and "chosen" in deal:
        mine = "offense" if seat == t.offense else "defense" if seat == t.enc.defense else None
        deal["chosen"] = {role: cs if role == mine else [] for role, cs in deal["chosen"].items()}
    if selecting:
        t.prompts = [p for p in t.prompts if p.ctx != "select_card" or p.seat == seat]
        t.answers = {s: a for s, a in t.answers.items() if s == seat}
        for s in selecting:
            options = select_options(t, s)
            if options:
                ask(t, s, CHOOSE, "select_card", options)
    elif t.window is not None and any(p.ctx == "window" for p in t.prompts):
        name, target = t.window["name"], t.window["target"]
        t.prompts = [p for p in t.prompts if p.ctx != "window" or p.seat == seat]
        t.answers = {s: a for s, a in t.answers.items() if s == seat}
        for s in timing_order(t):
            if s != seat:
                options = window_options(t, s, name, target)
                if options:
                    ask(t, s, CHOOSE, "window", [PASS, *options])
    return t
