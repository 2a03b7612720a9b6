"""GameState: the whole game as plain data (ints, strs, lists, dicts), including the PRNG state.

Ships live in flat per-seat lists so that a copy is a handful of list slices:

- ``ships[planet * n + seat]``: ships of ``seat`` on ``planet``; planet ``p`` of system ``s`` is
  ``s * planets_per_player + i`` and ``planet_home[p]`` says which system it is in now;
- ``warp[seat]``, ``gate[seat]`` (the offense and offensive allies), ``dally[seat]`` (defensive allies).

Cards are ids into ``game.cards.catalog``. The deck's top is the end of its list.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

from game.config import GameConfig
from game.encounter_mods import EncounterMods, load_flags, to_flags
from game.encounter_mods import deep_copy as _deep
from game.prompts import Prompt

Step = tuple[Any, ...]
MORE_ALIENS = "more_aliens"  # state.extra: each seat's further aliens at a Multiple Powers table (hooks.MORE)


@dataclass(slots=True, init=False)
class Encounter:
    """Everything about the encounter in progress; reset at each Regroup."""

    defense: int = -1
    destiny_card: int = -1
    target: int = -1
    own_system: bool = False  # own-colour destiny: the defense's colony in the offense's home system
    invited_off: int = 0  # bit masks of seats
    invited_def: int = 0
    off_allies: int = 0
    def_allies: int = 0
    allied: int = 0  # "has allied" status survives Force Field (FAQ P5)
    off_card: int = -1
    def_card: int = -1
    revealed: bool = False
    off_kind: str = ""  # current type after morph / Emotion Control
    def_kind: str = ""
    off_value: int = 0
    def_value: int = 0
    off_bonus: int = 0  # reinforcements and other additions to the side's total
    def_bonus: int = 0
    in_play: list[int] = field(default_factory=list)
    outcome: str = ""  # "offense", "defense", "deal", "failed_deal", "both_lose", "reestablished", "void"
    success: bool = False
    turn_over: bool = False  # the offense ran out of encounter cards: no second encounter
    no_rewards: bool = False  # Ionic Gas
    deal: dict[str, Any] | None = None
    # Alien powers and flares (see game/hooks.py)
    zapped: int = 0  # seats whose power was Cosmic Zapped: off for the rest of the encounter (FAQ Z6)
    flare_seats: int = 0  # seats that have played a flare this encounter (FAQ F3)
    flares_used: list[int] = field(default_factory=list)  # flare cards played this encounter (FAQ F2)
    used: list[str] = field(default_factory=list)  # power and flare uses already made ("window/seat/key")
    # the encounter's modifiers (game.encounter_mods) and each alien's scratch (hooks.scratch)
    mods: EncounterMods = field(default_factory=EncounterMods)
    losing: list[int] = field(default_factory=list)  # per seat: its losing ships that reached the warp
    scratch: dict[str, dict[str, Any]] = field(default_factory=dict)  # {alien: its namespace}

    def __init__(
        self,
        defense: int = -1,
        destiny_card: int = -1,
        target: int = -1,
        own_system: bool = False,
        invited_off: int = 0,
        invited_def: int = 0,
        off_allies: int = 0,
        def_allies: int = 0,
        allied: int = 0,
        off_card: int = -1,
        def_card: int = -1,
        revealed: bool = False,
        off_kind: str = "",
        def_kind: str = "",
        off_value: int = 0,
        def_value: int = 0,
        off_bonus: int = 0,
        def_bonus: int = 0,
        in_play: list[int] | None = None,
        outcome: str = "",
        success: bool = False,
        turn_over: bool = False,
        no_rewards: bool = False,
        deal: dict[str, Any] | None = None,
        zapped: int = 0,
        flare_seats: int = 0,
        flares_used: list[int] | None = None,
        used: list[str] | None = None,
        mods: EncounterMods | None = None,
        losing: list[int] | None = None,
        scratch: dict[str, dict[str, Any]] | None = None,
    ) -> None:
        # written out, not the dataclass's generated __init__, which the compiled build would run as
        # interpreted code at every new encounter and copy (tests/test_encounter_mods.py checks it
        # against the fields)
        self.defense = defense
        self.destiny_card = destiny_card
        self.target = target
        self.own_system = own_system
        self.invited_off = invited_off
        self.invited_def = invited_def
        self.off_allies = off_allies
        self.def_allies = def_allies
        self.allied = allied
        self.off_card = off_card
        self.def_card = def_card
        self.revealed = revealed
        self.off_kind = off_kind
        self.def_kind = def_kind
        self.off_value = off_value
        self.def_value = def_value
        self.off_bonus = off_bonus
        self.def_bonus = def_bonus
        self.in_play = [] if in_play is None else in_play
        self.outcome = outcome
        self.success = success
        self.turn_over = turn_over
        self.no_rewards = no_rewards
        self.deal = deal
        self.zapped = zapped
        self.flare_seats = flare_seats
        self.flares_used = [] if flares_used is None else flares_used
        self.used = [] if used is None else used
        self.mods = EncounterMods() if mods is None else mods
        self.losing = [] if losing is None else losing
        self.scratch = {} if scratch is None else scratch

    def copy(self) -> Encounter:
        """A copy that shares nothing mutable with this one (every field by name: a state copy's hot path)."""
        return Encounter(
            defense=self.defense,
            destiny_card=self.destiny_card,
            target=self.target,
            own_system=self.own_system,
            invited_off=self.invited_off,
            invited_def=self.invited_def,
            off_allies=self.off_allies,
            def_allies=self.def_allies,
            allied=self.allied,
            off_card=self.off_card,
            def_card=self.def_card,
            revealed=self.revealed,
            off_kind=self.off_kind,
            def_kind=self.def_kind,
            off_value=self.off_value,
            def_value=self.def_value,
            off_bonus=self.off_bonus,
            def_bonus=self.def_bonus,
            in_play=self.in_play[:],
            outcome=self.outcome,
            success=self.success,
            turn_over=self.turn_over,
            no_rewards=self.no_rewards,
            deal=_deep(self.deal) if self.deal is not None else None,
            zapped=self.zapped,
            flare_seats=self.flare_seats,
            flares_used=self.flares_used[:],
            used=self.used[:],
            mods=self.mods.copy(),
            losing=self.losing[:],
            scratch=_deep(self.scratch) if self.scratch else {},  # an empty dict must not be shared either
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Encounter):
            return NotImplemented
        return self.to_plain() == other.to_plain()  # empty namespaces are no difference

    def to_plain(self) -> dict[str, Any]:
        """The encounter as saves and hashes hold it: each field by name, the modifiers and the aliens'
        scratch as one ``"flags"`` map (``encounter_mods.to_flags``), in the fields' order of old. The
        values are shared, not copied."""
        out: dict[str, Any] = {}
        for name in _PLAIN_FIELDS:
            out[name] = to_flags(self.mods, self.scratch) if name == "flags" else getattr(self, name)
        return out

    @staticmethod
    def from_plain(data: dict[str, Any]) -> Encounter:
        """Inverse of ``to_plain`` (the values are taken, not copied)."""
        kwargs = {k: v for k, v in data.items() if k != "flags"}
        kwargs["mods"], kwargs["scratch"] = load_flags(data.get("flags", {}))
        return Encounter(**kwargs)


# The plain form's field order (that of the fields before the record: "flags" where "mods" is now).
_PLAIN_FIELDS = tuple(
    "flags" if f.name == "mods" else f.name for f in fields(Encounter) if f.name != "scratch"
)


@dataclass(slots=True, init=False)
class GameState:
    """The game. Only the engine changes it, through ``game.engine.apply``."""

    config: GameConfig
    n: int
    rng: int  # game.rng: the keyed generator's key and counter (or an old save's SplitMix64 state)
    ships: list[int]
    planet_home: list[int]
    warp: list[int]
    gate: list[int]
    dally: list[int]
    hands: list[list[int]]
    deck: list[int]
    discard: list[int]
    destiny_deck: list[int]
    destiny_discard: list[int]
    unused_flares: list[int]
    aliens: list[str | None]
    power_on: list[bool]
    any_alien: bool = False  # True if some seat has an alien; lets the hot path skip the hooks
    first_player: int = 0
    offense: int = 0
    turn: int = 0
    enc_no: int = 0
    encounters: int = 0
    phase: str = "setup"
    enc: Encounter = field(default_factory=Encounter)
    plays: list[dict[str, Any]] = field(default_factory=list)
    window: dict[str, Any] | None = None
    queue: list[Step] = field(default_factory=list)
    prompts: list[Prompt] = field(default_factory=list)
    answers: dict[int, dict[str, Any]] = field(default_factory=dict)
    seq: int = 0
    actions: int = 0
    over: bool = False
    winners: list[int] = field(default_factory=list)
    removed: list[int] = field(default_factory=list)  # ships removed from the game, per seat (eradicated)
    extra: dict[str, Any] = field(default_factory=dict)  # lasting alien data: tokens, hoards, citadels ...
    turn_used: list[str] = field(default_factory=list)  # "once per turn" uses made this turn
    reward_deck: list[int] = field(default_factory=list)  # the reward deck variant: top is the end
    reward_discard: list[int] = field(default_factory=list)  # its own discard pile (face up)
    # The Technology variant (game.techs; all empty without it): tech ids of game.techs.catalog.
    tech_deck: list[int] = field(default_factory=list)  # face down, top is the end
    tech_discard: list[int] = field(default_factory=list)  # face up
    tech_card: list[int] = field(default_factory=list)  # per seat: its face-down tech in research, -1 none
    tech_ships: list[int] = field(default_factory=list)  # per seat: ships researching it
    techs_done: list[list[int]] = field(default_factory=list)  # per seat: completed techs in play, face up
    # The hazard deck variant (game.hazards; all empty without it): hazard ids of game.hazards.catalog.
    hazard_deck: list[int] = field(default_factory=list)  # face down, top is the end
    hazard_discard: list[int] = field(default_factory=list)  # face up
    hazards_in_play: list[int] = field(default_factory=list)  # face up, in the order they came
    # Play windows reached, when a screen asks for them (None: not traced; never copied, never saved):
    # ``(window, target, index of the next event of the action)``, asked or not (see windows.visited).
    visits: list[tuple[str, int, int]] | None = None

    @property
    def planets(self) -> int:
        """Number of planets on the table."""
        return len(self.planet_home)

    def __init__(
        self,
        config: GameConfig,
        n: int,
        rng: int,
        ships: list[int],
        planet_home: list[int],
        warp: list[int],
        gate: list[int],
        dally: list[int],
        hands: list[list[int]],
        deck: list[int],
        discard: list[int],
        destiny_deck: list[int],
        destiny_discard: list[int],
        unused_flares: list[int],
        aliens: list[str | None],
        power_on: list[bool],
        any_alien: bool = False,
        first_player: int = 0,
        offense: int = 0,
        turn: int = 0,
        enc_no: int = 0,
        encounters: int = 0,
        phase: str = "setup",
        enc: Encounter | None = None,
        plays: list[dict[str, Any]] | None = None,
        window: dict[str, Any] | None = None,
        queue: list[Step] | None = None,
        prompts: list[Prompt] | None = None,
        answers: dict[int, dict[str, Any]] | None = None,
        seq: int = 0,
        actions: int = 0,
        over: bool = False,
        winners: list[int] | None = None,
        removed: list[int] | None = None,
        extra: dict[str, Any] | None = None,
        turn_used: list[str] | None = None,
        reward_deck: list[int] | None = None,
        reward_discard: list[int] | None = None,
        tech_deck: list[int] | None = None,
        tech_discard: list[int] | None = None,
        tech_card: list[int] | None = None,
        tech_ships: list[int] | None = None,
        techs_done: list[list[int]] | None = None,
        hazard_deck: list[int] | None = None,
        hazard_discard: list[int] | None = None,
        hazards_in_play: list[int] | None = None,
        visits: list[tuple[str, int, int]] | None = None,
    ) -> None:
        # written out, as for Encounter: the dataclass's generated __init__ would run interpreted at
        # every copy (search bots, the host's all-or-nothing apply)
        self.config = config
        self.n = n
        self.rng = rng
        self.ships = ships
        self.planet_home = planet_home
        self.warp = warp
        self.gate = gate
        self.dally = dally
        self.hands = hands
        self.deck = deck
        self.discard = discard
        self.destiny_deck = destiny_deck
        self.destiny_discard = destiny_discard
        self.unused_flares = unused_flares
        self.aliens = aliens
        self.power_on = power_on
        self.any_alien = any_alien
        self.first_player = first_player
        self.offense = offense
        self.turn = turn
        self.enc_no = enc_no
        self.encounters = encounters
        self.phase = phase
        self.enc = Encounter() if enc is None else enc
        self.plays = [] if plays is None else plays
        self.window = window
        self.queue = [] if queue is None else queue
        self.prompts = [] if prompts is None else prompts
        self.answers = {} if answers is None else answers
        self.seq = seq
        self.actions = actions
        self.over = over
        self.winners = [] if winners is None else winners
        self.removed = [] if removed is None else removed
        self.extra = {} if extra is None else extra
        self.turn_used = [] if turn_used is None else turn_used
        self.reward_deck = [] if reward_deck is None else reward_deck
        self.reward_discard = [] if reward_discard is None else reward_discard
        self.tech_deck = [] if tech_deck is None else tech_deck
        self.tech_discard = [] if tech_discard is None else tech_discard
        self.tech_card = [] if tech_card is None else tech_card
        self.tech_ships = [] if tech_ships is None else tech_ships
        self.techs_done = [] if techs_done is None else techs_done
        self.hazard_deck = [] if hazard_deck is None else hazard_deck
        self.hazard_discard = [] if hazard_discard is None else hazard_discard
        self.hazards_in_play = [] if hazards_in_play is None else hazards_in_play
        self.visits = visits

    def copy(self) -> GameState:
        """A cheap, independent copy (for search bots and for the host's all-or-nothing apply)."""
        return GameState(
            config=self.config,
            n=self.n,
            rng=self.rng,
            ships=self.ships[:],
            planet_home=self.planet_home[:],
            warp=self.warp[:],
            gate=self.gate[:],
            dally=self.dally[:],
            hands=[h[:] for h in self.hands],
            deck=self.deck[:],
            discard=self.discard[:],
            destiny_deck=self.destiny_deck[:],
            destiny_discard=self.destiny_discard[:],
            unused_flares=self.unused_flares[:],
            aliens=self.aliens[:],
            power_on=self.power_on[:],
            any_alien=self.any_alien,
            first_player=self.first_player,
            offense=self.offense,
            turn=self.turn,
            enc_no=self.enc_no,
            encounters=self.encounters,
            phase=self.phase,
            enc=self.enc.copy(),
            plays=[dict(p) for p in self.plays],
            window=_deep(self.window) if self.window is not None else None,
            queue=self.queue[:],
            prompts=self.prompts[:],
            answers={k: dict(v) for k, v in self.answers.items()},
            seq=self.seq,
            actions=self.actions,
            over=self.over,
            winners=self.winners[:],
            removed=self.removed[:],
            extra=_deep(self.extra) if self.extra else {},
            turn_used=self.turn_used[:],
            reward_deck=self.reward_deck[:],
            reward_discard=self.reward_discard[:],
            tech_deck=self.tech_deck[:],
            tech_discard=self.tech_discard[:],
            tech_card=self.tech_card[:],
            tech_ships=self.tech_ships[:],
            techs_done=[t[:] for t in self.techs_done],
            hazard_deck=self.hazard_deck[:],
            hazard_discard=self.hazard_discard[:],
            hazards_in_play=self.hazards_in_play[:],
        )
