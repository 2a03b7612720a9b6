"""Game setup for aliens (R2.4): which aliens are in play, the flares that go into the cosmic deck, the
secret choice between two dealt aliens, "do not use with" clashes (FAQ G2), and game-setup steps.

The Multiple Powers variant (``GameConfig.powers`` above 1, docs/rules.md): each seat gets that many
aliens, its first in ``state.aliens`` and the others in ``state.extra[hooks.MORE]``; random aliens are
dealt that many each, a choosing player is dealt two per power and keeps one of each two, fixed ones are
named seat by seat; every alien's flare goes into the cosmic deck and every alien's Game Setup runs."""

from __future__ import annotations

from typing import Any, Final

from game import hidden_powers, hooks, rng
from game.cards.catalog import FLARE_ALIEN, FLARE_IDS, expansions, table_flares
from game.config import ALIENS_CHOOSE, ALIENS_FIXED, ALIENS_NONE, ALIENS_RANDOM, GameConfig
from game.core import Events, answer, ask, note, push, step
from game.errors import ConfigError
from game.hooks import clash, colour_clash
from game.moments import Setup
from game.prompts import CHOOSE, Prompt
from game.state import GameState

FLARE_OF: Final[dict[str, int]] = {FLARE_ALIEN[card]: card for card in FLARE_IDS}


class _PoolCache:
    """The last table's pool, with the config (the very object) and registry it was worked out for: a
    game and every copy of it share their config, so rollouts and Reincarnator's draws ask it often. One
    attribute, replaced whole, for threads asking at once."""

    __slots__ = ("mark",)

    def __init__(self) -> None:
        self.mark: tuple[object, tuple[int, int], tuple[str, ...]] = (None, (-1, -1), ())


_POOL: Final = _PoolCache()


def alien_pool(state: GameState) -> list[str]:
    """Aliens that may be dealt at this table: registered, of the table's expansions, within the alert
    level, in the table's pool, and able to play here (``Power.usable``); by name."""
    cfg = state.config
    config, stamp, pool = _POOL.mark
    now = hooks.registry_stamp()
    if config is not cfg or stamp != now:
        wanted = set(cfg.alien_pool)
        sets = expansions(cfg.expansions)
        pool = tuple(
            name
            for name, power in sorted(hooks.POWERS.items())
            if name in FLARE_OF
            and power.expansion in sets
            and power.level <= cfg.alien_level
            and (not wanted or name in wanted)
            and power.usable(cfg) is None
        )
        _POOL.mark = (cfg, now, pool)
    return list(pool)


def check_fixed(config: GameConfig) -> None:
    """Refuse unknown names, aliens of an expansion the table does not play or that cannot play at this
    table (``Power.usable``), and clashing pairs in a fixed line-up."""
    aliens = config.aliens
    sets = expansions(config.expansions)
    for name in aliens:
        if name is not None and name not in hooks.POWERS:
            raise ConfigError(f"unknown alien {name!r}")
        if name is not None and hooks.POWERS[name].expansion not in sets:
            raise ConfigError(
                f"{name} comes with the Cosmic {hooks.POWERS[name].expansion} expansion "
                f"({hooks.POWERS[name].expansion.lower()})"
            )
        why = hooks.POWERS[name].usable(config) if name is not None else None
        if why is not None:
            raise ConfigError(f"{name} cannot play at this table: {why}")
    named = [a for a in aliens if a is not None]
    if len(set(named)) != len(named):
        raise ConfigError("the same alien is in the game twice")
    for a in named:
        for b in named:
            if a != b and b in hooks.POWERS[a].excludes:
                raise ConfigError(f"{a} may not be used with {b}")
    for i, a in enumerate(named):
        for b in named[i + 1 :]:
            if colour_clash(a, b, config):
                raise ConfigError(f"{a} and {b} each need a player colour nobody plays; too few are free")


def flares_for_deck(state: GameState) -> list[int]:
    """The flares dealt at setup (R2.5): two per player, topped up to ten from the unused ones.

    With chosen aliens they are the flares dealt for the choice; with fixed or random aliens, each
    alien's own flare plus random others. The rest stay in the unused flare deck, the alien pool.
    """
    mode = state.config.alien_mode
    powers = state.config.powers
    flares = table_flares(state.config.expansions)
    state.rng = rng.shuffle(state.rng, flares)
    if mode == ALIENS_CHOOSE:
        pool = alien_pool(state)
        wanted = 2 * state.n * powers
        if len(pool) < wanted:
            raise ConfigError(f"only {len(pool)} aliens fit this table's options; {wanted} are dealt")
        dealt_cards = [c for c in flares if FLARE_ALIEN[c] in pool][:wanted]
        each = 2 * powers  # two per power, kept one of each two
        dealt = [[FLARE_ALIEN[c] for c in dealt_cards[each * s : each * (s + 1)]] for s in range(state.n)]
        state.extra["dealt"] = dealt
        first = dealt_cards
    elif mode in (ALIENS_FIXED, ALIENS_RANDOM):
        if mode == ALIENS_RANDOM:
            state.aliens = _random_aliens(state)
        elif powers > 1:  # the config names them seat by seat
            named = [list(state.config.seat_aliens(s)) for s in range(state.n)]
            state.aliens = [a[0] for a in named]
            state.extra[hooks.MORE] = [[str(x) for x in a[1:]] for a in named]
        seated = state.aliens + [a for more in state.extra.get(hooks.MORE, ()) for a in more]
        own = [FLARE_OF[a] for a in seated if a is not None and a in FLARE_OF]
        first = own + [c for c in flares if c not in own][: max(0, 2 * state.n - len(own))]
    else:
        first = flares[: 2 * state.n]
    if not state.config.flares:
        state.unused_flares = flares
        return []
    rest = [c for c in flares if c not in first]
    in_deck = list(first)
    while len(in_deck) < 10 and rest:
        in_deck.append(rest.pop())
    state.unused_flares = rest
    return in_deck


def _random_aliens(state: GameState) -> list[str | None]:
    """One alien per seat (its first), drawn from the shuffled pool without clashes; at a Multiple Powers
    table the seats' further aliens are drawn on from the same shuffle (``hooks.MORE``)."""
    pool = alien_pool(state)
    state.rng = rng.shuffle(state.rng, pool)
    wanted = state.n * state.config.powers
    chosen: list[str] = []
    for name in pool:
        if len(chosen) == wanted:
            break
        if any(clash(name, other, state.config) for other in chosen):
            continue
        chosen.append(name)
    if len(chosen) < wanted:
        raise ConfigError("not enough aliens fit this table's options")
    n = state.n
    if state.config.powers > 1:
        state.extra[hooks.MORE] = [chosen[s + n :: n] for s in range(n)]
    return list(chosen[:n])


KEPT = "kept"  # state.extra key while Multiple Powers aliens are chosen: [[kept aliens] per seat]


@step("choose_aliens")
def choose_aliens(state: GameState, ev: Events) -> None:
    """Every player looks at its two aliens and keeps one, in secret and at the same time (with several
    powers: its first two, then, once it has kept one, the next two, and so on)."""
    state.answers = {}
    if state.config.powers > 1:
        state.extra[KEPT] = [[] for _ in range(state.n)]
    for seat, dealt in enumerate(state.extra["dealt"]):
        ask(state, seat, CHOOSE, "choose_alien", [{"type": "alien", "alien": a} for a in dealt[:2]])


@answer("choose_alien")
def _on_choose(state: GameState, ev: Events, prompt: Prompt, action: dict[str, Any]) -> None:
    if KEPT in state.extra:
        kept = state.extra[KEPT][prompt.seat]
        kept.append(action["alien"])
        if len(kept) < state.config.powers:  # its next two
            pair = state.extra["dealt"][prompt.seat][2 * len(kept) : 2 * len(kept) + 2]
            ask(state, prompt.seat, CHOOSE, "choose_alien", [{"type": "alien", "alien": a} for a in pair])
    else:
        state.answers[prompt.seat] = action
    note(ev, "alien_chosen_secretly", seat=prompt.seat)
    if any(p.ctx == "choose_alien" for p in state.prompts):
        return
    answers = state.answers
    state.answers = {}
    dealt = state.extra.pop("dealt")
    if KEPT in state.extra:
        kept_all = state.extra.pop(KEPT)
        state.aliens = [k[0] for k in kept_all]
        state.extra[hooks.MORE] = [k[1:] for k in kept_all]
        _settle_more_clashes(state, ev, dealt)
        return
    state.aliens = [answers[s]["alien"] for s in range(state.n)]
    _settle_clashes(state, ev, dealt)


def _settle_clashes(state: GameState, ev: Events, dealt: list[list[str]]) -> None:
    """The alien carrying a "do not use with" leaves; its player takes the other dealt alien, or draws
    from the unused flares until one fits (FAQ G2)."""
    for seat in range(state.n):
        name = state.aliens[seat]
        others = [a for s, a in enumerate(state.aliens) if s != seat and a is not None]
        earlier = [a for a in state.aliens[:seat] if a is not None]
        if name is None or not (
            any(o in hooks.POWERS[name].excludes for o in others)
            or any(colour_clash(name, o, state.config) for o in earlier)
        ):
            continue
        cand = _replacement(state, ev, seat, name, [a for a in dealt[seat] if a != name], others)
        if cand is not None:
            state.aliens[seat] = cand


def _replacement(
    state: GameState, ev: Events, seat: int, name: str, spare: list[str], others: list[str]
) -> str | None:
    """The alien that takes ``name``'s place at ``seat``: the first of ``spare`` (its other dealt alien),
    then of the unused flares' aliens, that clashes with none of ``others``; the table is told (only its
    player which, while the sheets are face down)."""
    pool = alien_pool(state)
    unused = [FLARE_ALIEN[c] for c in reversed(state.unused_flares) if FLARE_ALIEN[c] in pool]
    for cand in spare + unused:
        if cand not in others and not any(clash(cand, o, state.config) for o in others):
            if state.config.hidden_powers:  # still face down: only its player learns the names
                note(ev, "alien_swapped", seat=seat)
                note(ev, "alien_replaced", to=(seat,), seat=seat, removed=name, alien=cand)
            else:
                note(ev, "alien_replaced", seat=seat, removed=name, alien=cand)
            return cand
    return None


def _settle_more_clashes(state: GameState, ev: Events, dealt: list[list[str]]) -> None:
    """``_settle_clashes`` at a Multiple Powers table: an alien whose "do not use with" names another alien
    in the game (another seat's, or one of its own seat's) leaves; its player takes the other alien of
    that two, or draws from the unused flares until one fits (FAQ G2)."""
    more: list[list[str]] = state.extra[hooks.MORE]
    for seat in range(state.n):
        mine = [state.aliens[seat], *more[seat]]
        for k, name in enumerate(mine):
            others = [a for a in hooks.aliens_in_play(state) if a != name]
            if name is None or not any(o in hooks.POWERS[name].excludes for o in others):
                continue
            spare = [a for a in dealt[seat][2 * k : 2 * k + 2] if a != name]
            cand = _replacement(state, ev, seat, name, spare, others)
            if cand is None:
                continue
            if k == 0:
                state.aliens[seat] = cand
            else:
                more[seat][k - 1] = cand


@step("reveal_aliens")
def reveal_aliens(state: GameState, ev: Events) -> None:
    """The aliens turn face up; aliens with game-setup text carry it out, in seat order (a seat's first
    alien, then its further ones)."""
    state.any_alien = any(a is not None for a in state.aliens)
    if state.config.alien_mode == ALIENS_NONE and not state.any_alien:
        return
    more = state.extra.get(hooks.MORE)
    if state.config.hidden_powers:  # face down: each player sees only its own (game.hidden_powers)
        hidden_powers.deal_face_down(state, ev)
    elif more:
        note(ev, "aliens_revealed", aliens=list(state.aliens), more=[list(m) for m in more])
    else:
        note(ev, "aliens_revealed", aliens=list(state.aliens))
    steps: list[tuple[Any, ...]] = []
    for s in range(state.n):
        if state.aliens[s] is not None:
            steps.append(("alien_setup", s))
        steps.extend(("alien_setup", s, name) for name in (more[s] if more else ()))
    push(state, *steps)


@step("alien_setup")
def alien_setup(state: GameState, ev: Events, seat: int, alien: str | None = None) -> None:
    """One alien's game-setup step (``alien``: one of the seat's further aliens; its first by default)."""
    name = state.aliens[seat] if alien is None else alien
    if name is not None and name in hooks.POWERS:
        if hooks.POWERS[name].setup:  # Game Setup text is carried out face up
            hidden_powers.reveal_alien(state, ev, seat, name, hidden_powers.SETUP)
        if Setup in hooks.POWERS[name].hears:
            hooks.POWERS[name].hear(state, ev, seat, Setup())
