"""The static card catalog. A game refers to cards by integer id; these tables say what each id is.

Cosmic deck (72): 39 attacks, 15 negotiates, 1 morph, 6 reinforcements, 11 artifacts (base-rules R1.3).
Flares (50): one per base alien, ids after the cosmic deck. Destiny deck: 3 per colour, 2 wilds, 3 specials.
Reward cards (Cosmic Incursion, ``GameConfig.rewards``): ids after the flares, each with the reward back
(``CARD_BACK``); the contents and the counts we had to infer are in docs/rules.md. Then the flares of the
20 Incursion aliens (cosmic backs), in play only at a table with ``incursion``, then Conflict's and
Alliance's flares, then Cosmic Alliance's 24 large-group cosmic cards (``LARGE_GROUP_IDS``; in the cosmic deck
only when ``GameConfig.large_group`` says so; ``LARGE_GROUP_BASIS`` marks which of them a source gives and
which are reconstructed: docs/rules.md, "The large-group cosmic cards"). New ids are only ever appended,
so every existing id (and every recorded game) stays the same.
"""

from __future__ import annotations

from game.config import COLOURS, Expansions, GameConfig, expansion_set

ATTACK = "attack"
NEGOTIATE = "negotiate"
MORPH = "morph"
REINFORCEMENT = "reinforcement"
ARTIFACT = "artifact"
FLARE = "flare"
KICKER = "kicker"  # reward deck: multiplies its player's encounter card (game/cards/kickers.py)
RIFT = "rift"  # reward deck: frees ships from the warp; goes off when taken (game/cards/rifts.py)

ENCOUNTER_KINDS = frozenset({ATTACK, NEGOTIATE, MORPH})
CARD_TYPES = (ATTACK, NEGOTIATE, MORPH, REINFORCEMENT, ARTIFACT, FLARE, KICKER, RIFT)

# Card backs: cosmic (the cosmic deck and the flares) or reward (the reward deck).
COSMIC = "cosmic"
REWARD = "reward"

CARD_ZAP = "Card Zap"
COSMIC_ZAP = "Cosmic Zap"
EMOTION_CONTROL = "Emotion Control"
FORCE_FIELD = "Force Field"
IONIC_GAS = "Ionic Gas"
MOBIUS_TUBES = "Mobius Tubes"
PLAGUE = "Plague"
QUASH = "Quash"
HAND_ZAP = "Hand Zap"  # reward deck: a player of your choice draws a new hand
FINDER = "Finder"  # reward deck: search a hand for a named card
SPACE_JUNK = "Space Junk"  # reward deck: a player of your choice takes the top card of the discard pile

_ATTACK_COPIES = {
    0: 1,
    1: 1,
    4: 4,
    5: 1,
    6: 7,
    7: 1,
    8: 7,
    9: 1,
    10: 4,
    11: 1,
    12: 2,
    13: 1,
    14: 2,
    15: 1,
    20: 2,
    23: 1,
    30: 1,
    40: 1,
}
_REINFORCEMENT_COPIES = {2: 2, 3: 3, 5: 1}
_ARTIFACT_COPIES = {
    CARD_ZAP: 2,
    COSMIC_ZAP: 2,
    MOBIUS_TUBES: 2,
    EMOTION_CONTROL: 1,
    FORCE_FIELD: 1,
    IONIC_GAS: 1,
    PLAGUE: 1,
    QUASH: 1,
}

CROOKED_DEAL = "Crooked Deal"  # a reward-deck negotiate (one more compensation card; milder failed deal)

# The reward deck's 32 cards in id order (docs/rules.md lists them and which counts are inferred).
_REWARD_ATTACKS = (-7, -4, -1, 10, 12, 13, 14, 15, 16, 18, 20, 21, 23)
_REWARD_CROOKED = 3
_REWARD_MORPHS = 1
_REWARD_REINFORCEMENTS = (4, 5, 6)
_REWARD_ARTIFACTS = (COSMIC_ZAP, CARD_ZAP)
_REWARD_KICKERS = (0, 2, 2, 3)  # appended after the first 22 reward cards (ids 144-147)
_REWARD_RIFTS = (3, 4, 5)  # then the rifts (ids 148-150)
_REWARD_NEW_ARTIFACTS = (HAND_ZAP, FINDER, SPACE_JUNK)  # then the expansion's own artifacts (ids 151-153)

# Cosmic Alliance's 24 large-group cosmic cards (ids 214-237, after Alliance's flares), each with how we know
# it. No public source lists the set; the fragments found (docs/rules.md, "The large-group cosmic cards"):
# its attacks are all even and run from 00 to 30, among them a second Attack 30; it holds a Reinforcement +8
# and a second Morph; it adds no new kind of card and "skews a bit higher in power". Every other card is
# RECONSTRUCTED: the base deck's share of negotiates (15 of 72, so 5 of 24), attacks only of values the base
# deck prints, two more even reinforcements below the +8, and no artifacts (no source names one).
SOURCED = "sourced"  # a source names this card of the set
RECONSTRUCTED = "reconstructed"  # our reading: chosen to fit every fragment, not printed anywhere we found
_LARGE_GROUP: tuple[tuple[str, int, str], ...] = (
    (ATTACK, 0, RECONSTRUCTED),
    (ATTACK, 4, RECONSTRUCTED),
    (ATTACK, 4, RECONSTRUCTED),
    (ATTACK, 6, RECONSTRUCTED),
    (ATTACK, 6, RECONSTRUCTED),
    (ATTACK, 8, RECONSTRUCTED),
    (ATTACK, 8, RECONSTRUCTED),
    (ATTACK, 10, RECONSTRUCTED),
    (ATTACK, 10, RECONSTRUCTED),
    (ATTACK, 12, RECONSTRUCTED),
    (ATTACK, 14, RECONSTRUCTED),
    (ATTACK, 14, RECONSTRUCTED),
    (ATTACK, 20, RECONSTRUCTED),
    (ATTACK, 20, RECONSTRUCTED),
    (ATTACK, 30, SOURCED),  # "another Attack 30" (a review of the expansion)
    (NEGOTIATE, 0, RECONSTRUCTED),
    (NEGOTIATE, 0, RECONSTRUCTED),
    (NEGOTIATE, 0, RECONSTRUCTED),
    (NEGOTIATE, 0, RECONSTRUCTED),
    (NEGOTIATE, 0, RECONSTRUCTED),
    (MORPH, 0, SOURCED),  # the fan wiki's Morph page: another morph "in the large group cards"
    (REINFORCEMENT, 4, RECONSTRUCTED),
    (REINFORCEMENT, 6, RECONSTRUCTED),
    (REINFORCEMENT, 8, SOURCED),  # the review and the fan wiki's Reinforcement page: up to +8
)
LARGE_GROUP_CARDS = len(_LARGE_GROUP)

BASE_ALIENS: tuple[str, ...] = (
    "Amoeba",
    "Anti-Matter",
    "Barbarian",
    "Calculator",
    "Chosen",
    "Citadel",
    "Clone",
    "Cudgel",
    "Dictator",
    "Fido",
    "Filch",
    "Fodder",
    "Gambler",
    "Grudge",
    "Hacker",
    "Hate",
    "Healer",
    "Human",
    "Kamikaze",
    "Loser",
    "Machine",
    "Macron",
    "Masochist",
    "Mind",
    "Mirror",
    "Miser",
    "Mite",
    "Mutant",
    "Observer",
    "Oracle",
    "Pacifist",
    "Parasite",
    "Philanthropist",
    "Reincarnator",
    "Remora",
    "Reserve",
    "Shadow",
    "Sorcerer",
    "Spiff",
    "Tick-Tock",
    "Trader",
    "Tripler",
    "Vacuum",
    "Virus",
    "Void",
    "Vulch",
    "Warpish",
    "Warrior",
    "Will",
    "Zombie",
)

# The Cosmic Incursion aliens; their flares come after the reward deck (ids 154-173).
INCURSION_ALIENS: tuple[str, ...] = (
    "Bully",
    "Chronos",
    "Cryo",
    "Deuce",
    "Disease",
    "Ethic",
    "Fungus",
    "Fury",
    "Genius",
    "Ghoul",
    "Guerrilla",
    "Leviathan",
    "Locust",
    "Magician",
    "Mercenary",
    "Merchant",
    "Plant",
    "Seeker",
    "Sniveler",
    "Symbiote",
)
# The Cosmic Conflict aliens; their flares come after Incursion's (ids 174-193).
CONFLICT_ALIENS: tuple[str, ...] = (
    "Cavalry",
    "Changeling",
    "Empath",
    "Filth",
    "Glutton",
    "Graviton",
    "Industrialist",
    "Invader",
    "Lunatic",
    "Mimic",
    "Prophet",
    "Relic",
    "Saboteur",
    "Sadist",
    "Siren",
    "The Claw",
    "Trickster",
    "Visionary",
    "Warhawk",
    "Xenophile",
)
# The Cosmic Alliance aliens; their flares come after Conflict's (ids 194-213).
ALLIANCE_ALIENS: tuple[str, ...] = (
    "Animal",
    "Bandit",
    "Butler",
    "Chrysalis",
    "Crystal",
    "Cyborg",
    "Extortionist",
    "General",
    "Gorgon",
    "Horde",
    "Lightning",
    "Poison",
    "Pygmy",
    "Reborn",
    "Remote",
    "Sapient",
    "Schizoid",
    "Skeptic",
    "Sting",
    "Winner",
)
ENCOUNTER = "Encounter"  # the base game, as game/data/aliens.json names it
INCURSION = "Incursion"
CONFLICT = "Conflict"
ALLIANCE = "Alliance"  # Cosmic Alliance's aliens (being written: see PARTIAL_SETS)
# The alien set (``Power.expansion``) of each table expansion (``GameConfig.expansions``).
ALIEN_SETS: dict[str, str] = {"incursion": INCURSION, "conflict": CONFLICT, "alliance": ALLIANCE}


def attack_name(value: int) -> str:
    """``Attack 08``, ``Attack -04``: two digits, with the sign of a negative attack in front."""
    return f"Attack {value:02d}" if value >= 0 else f"Attack -{-value:02d}"


def _build() -> tuple[list[str], list[int], list[str]]:
    kinds: list[str] = []
    values: list[int] = []
    names: list[str] = []
    for value, copies in _ATTACK_COPIES.items():
        for _ in range(copies):
            kinds.append(ATTACK)
            values.append(value)
            names.append(attack_name(value))
    for _ in range(15):
        kinds.append(NEGOTIATE)
        values.append(0)
        names.append("Negotiate")
    kinds.append(MORPH)
    values.append(0)
    names.append("Morph")
    for value, copies in _REINFORCEMENT_COPIES.items():
        for _ in range(copies):
            kinds.append(REINFORCEMENT)
            values.append(value)
            names.append(f"Reinforcement +{value}")
    for name, copies in _ARTIFACT_COPIES.items():
        for _ in range(copies):
            kinds.append(ARTIFACT)
            values.append(0)
            names.append(name)
    fk, fv, fn = _flares(BASE_ALIENS)
    return kinds + fk, values + fv, names + fn


def _build_rewards() -> tuple[list[str], list[int], list[str]]:
    """The reward deck's cards, appended after every cosmic card and flare."""
    kinds: list[str] = []
    values: list[int] = []
    names: list[str] = []
    for value in _REWARD_ATTACKS:
        kinds.append(ATTACK)
        values.append(value)
        names.append(attack_name(value))
    for _ in range(_REWARD_CROOKED):
        kinds.append(NEGOTIATE)
        values.append(0)
        names.append(CROOKED_DEAL)
    for _ in range(_REWARD_MORPHS):
        kinds.append(MORPH)
        values.append(0)
        names.append("Morph")
    for value in _REWARD_REINFORCEMENTS:
        kinds.append(REINFORCEMENT)
        values.append(value)
        names.append(f"Reinforcement +{value}")
    for name in _REWARD_ARTIFACTS:
        kinds.append(ARTIFACT)
        values.append(0)
        names.append(name)
    for value in _REWARD_KICKERS:
        kinds.append(KICKER)
        values.append(value)
        names.append(f"Kicker x{value}")
    for value in _REWARD_RIFTS:
        kinds.append(RIFT)
        values.append(value)
        names.append(f"Rift {value}")
    for name in _REWARD_NEW_ARTIFACTS:
        kinds.append(ARTIFACT)
        values.append(0)
        names.append(name)
    return kinds, values, names


def _flares(aliens: tuple[str, ...]) -> tuple[list[str], list[int], list[str]]:
    return [FLARE] * len(aliens), [0] * len(aliens), [f"Flare: {a}" for a in aliens]


def _card_name(kind: str, value: int) -> str:
    if kind == ATTACK:
        return attack_name(value)
    if kind == REINFORCEMENT:
        return f"Reinforcement +{value}"
    return kind.capitalize()


def _build_large_group() -> tuple[list[str], list[int], list[str]]:
    """Cosmic Alliance's large-group cosmic cards, appended after Alliance's flares."""
    kinds = [kind for kind, _, _ in _LARGE_GROUP]
    values = [value for _, value, _ in _LARGE_GROUP]
    return kinds, values, [_card_name(k, v) for k, v in zip(kinds, values, strict=True)]


_kinds, _values, _names = _build()
_base = len(_kinds)
_rk, _rv, _rn = _build_rewards()
_rewards_end = _base + len(_rk)
_ik, _iv, _in = _flares(INCURSION_ALIENS)
_ck, _cv, _cn = _flares(CONFLICT_ALIENS)
_ak, _av, _an = _flares(ALLIANCE_ALIENS)
_lk, _lv, _ln = _build_large_group()
_large_start = len(_kinds) + len(_rk) + len(_ik) + len(_ck) + len(_ak)
CARD_KIND: tuple[str, ...] = tuple(_kinds + _rk + _ik + _ck + _ak + _lk)
CARD_VALUE: tuple[int, ...] = tuple(_values + _rv + _iv + _cv + _av + _lv)
CARD_NAME: tuple[str, ...] = tuple(_names + _rn + _in + _cn + _an + _ln)
CARD_BACK: tuple[str, ...] = tuple(
    REWARD if _base <= i < _rewards_end else COSMIC for i in range(len(CARD_KIND))
)
REWARD_IDS: tuple[int, ...] = tuple(i for i, b in enumerate(CARD_BACK) if b == REWARD)
COSMIC_IDS: tuple[int, ...] = tuple(i for i, k in enumerate(CARD_KIND[:_base]) if k != FLARE)
FLARE_IDS: tuple[int, ...] = tuple(i for i, k in enumerate(CARD_KIND) if k == FLARE)
LARGE_GROUP_IDS: tuple[int, ...] = tuple(range(_large_start, _large_start + LARGE_GROUP_CARDS))
LARGE_GROUP_BASIS: dict[int, str] = {
    cid: basis for cid, (_, _, basis) in zip(LARGE_GROUP_IDS, _LARGE_GROUP, strict=True)
}


def is_large_group(card: int) -> bool:
    """Is ``card`` one of Cosmic Alliance's large-group cosmic cards (their mark on the face)?"""
    return card in LARGE_GROUP_BASIS


def cosmic_cards(config: GameConfig) -> tuple[int, ...]:
    """The cosmic deck's own cards at this table (flares and reward cards aside): the base 72, and the 24
    large-group cards when the table plays them (``GameConfig.large_group``)."""
    return COSMIC_IDS + LARGE_GROUP_IDS if config.large_group else COSMIC_IDS


FLARE_ALIEN: dict[int, str] = {cid: CARD_NAME[cid].removeprefix("Flare: ") for cid in FLARE_IDS}
FLARE_EXPANSION: dict[int, str] = {
    cid: INCURSION
    if FLARE_ALIEN[cid] in INCURSION_ALIENS
    else CONFLICT
    if FLARE_ALIEN[cid] in CONFLICT_ALIENS
    else ALLIANCE
    if FLARE_ALIEN[cid] in ALLIANCE_ALIENS
    else ENCOUNTER
    for cid in FLARE_IDS
}
# Alien sets still being written: a flare of theirs joins a table only once its alien is registered
# (``game.hooks.register`` calls ``flare_written``), so a table never holds the flare of a missing alien.
PARTIAL_SETS: frozenset[str] = frozenset({ALLIANCE})  # Cosmic Conflict's twenty are all written
_WRITTEN: set[str] = set()


def flare_written(alien: str) -> None:
    """``alien``'s power is registered: its flare may join tables of a set still being written."""
    _WRITTEN.add(alien)


def expansions(table: Expansions) -> tuple[str, ...]:
    """The sets of aliens (and their flares) a table plays with: the base game's, and one per expansion
    (``table``: ``GameConfig.expansions``, or the old Incursion switch as a bool)."""
    return (ENCOUNTER, *(ALIEN_SETS[e] for e in expansion_set(table)))


def table_flares(table: Expansions) -> list[int]:
    """Every flare card of a table's expansions, in id order: each is in the deck or the unused flares."""
    sets = expansions(table)
    return [
        c
        for c in FLARE_IDS
        if FLARE_EXPANSION[c] in sets
        and (FLARE_EXPANSION[c] not in PARTIAL_SETS or FLARE_ALIEN[c] in _WRITTEN)
    ]


IS_ENCOUNTER: tuple[bool, ...] = tuple(k in ENCOUNTER_KINDS for k in CARD_KIND)
FLARES_IN_DECK = 10


def artifact_name(card: int) -> str | None:
    """The artifact's name, or None if the card is not an artifact."""
    return CARD_NAME[card] if CARD_KIND[card] == ARTIFACT else None


def describe(card: int) -> dict[str, object]:
    """Public description of a card face, for views and logs."""
    return {
        "id": card,
        "kind": CARD_KIND[card],
        "value": CARD_VALUE[card],
        "name": CARD_NAME[card],
        "back": CARD_BACK[card],
    }


# Destiny deck: (kind, arg). kind is "colour" (arg = colour index), "wild", or "special" (arg = which).
DESTINY_COLOUR = "colour"
DESTINY_WILD = "wild"
DESTINY_SPECIAL = "special"
# Cosmic Conflict's "Invasion!" cards: in the destiny deck only while a power that uses them is in the
# game (it shuffles them in at setup, ``DESTINY_ADDED``); drawn with nobody to act on them, redrawn
DESTINY_INVASION = "invasion"
INVASION_CARDS = 3
DESTINY_ADDED = "destiny_added"  # state.extra: destiny cards a power shuffled into the destiny deck
SPECIAL_COLONIES = "most_foreign_colonies"
SPECIAL_CARDS = "most_cards_in_hand"
SPECIAL_WARP = "fewest_ships_in_warp"


def _build_destiny() -> tuple[list[tuple[str, int | str]], list[bool]]:
    cards: list[tuple[str, int | str]] = []
    hazard: list[bool] = []
    for colour in range(len(COLOURS)):
        for copy in range(3):
            cards.append((DESTINY_COLOUR, colour))
            hazard.append(copy == 0)
    for _ in range(2):
        cards.append((DESTINY_WILD, 0))
        hazard.append(False)
    for which in (SPECIAL_COLONIES, SPECIAL_CARDS, SPECIAL_WARP):
        cards.append((DESTINY_SPECIAL, which))
        hazard.append(False)
    for _ in range(INVASION_CARDS):  # no hazard warning on them is known: none
        cards.append((DESTINY_INVASION, "invasion"))
        hazard.append(False)
    return cards, hazard


_destiny, _hazard = _build_destiny()
DESTINY: tuple[tuple[str, int | str], ...] = tuple(_destiny)
DESTINY_HAZARD: tuple[bool, ...] = tuple(_hazard)


def destiny_name(card: int) -> str:
    """A readable name for a destiny card."""
    kind, arg = DESTINY[card]
    if kind == DESTINY_COLOUR:
        return f"Destiny: {COLOURS[int(arg)]}"
    if kind == DESTINY_WILD:
        return "Destiny: wild"
    if kind == DESTINY_INVASION:
        return "Destiny: Invasion!"
    return f"Destiny: {str(arg).replace('_', ' ')}"
