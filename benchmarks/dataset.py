"""Memories of any size, recombined from the real recorded ALFWorld team runs, and their embeddings.

Each synthetic task starts from one real trajectory (``gmem/data/alfworld_excerpt.jsonl`` and, when present,
``../shared/data/alfworld/*.jsonl``) and changes what ALFWorld itself varies between episodes, so the text
stays what a team would really have written:

* the **object** of the task becomes another object of the same kind of task (only a heatable object is
  heated, a coolable one cooled, ...) that the room does not already hold, everywhere it is named;
* the **target receptacle** becomes another receptacle the room does not already hold (never the
  appliance the task needs: sinkbasin, microwave, fridge, desklamp);
* the **room** is renumbered (``cabinet 3`` and ``cabinet 5`` swap, consistently through the run) and its
  inventory listed in a new order;
* the **step order** of the search changes: with even odds, the blocks of the search that visit places
  without the object are visited in another order;
* the **instruction** is phrased in either of ALFWorld's two templates for its kind of task.

Outcomes are the source run's. Task ``i`` is drawn from its own seeded generator, so every size is a
prefix of the larger ones and a dataset is generated once (``tasks-*.jsonl`` in the cache folder).
Vectors are kept by text in the cache folder too (:class:`VectorCache`), so a rerun embeds nothing.
"""

from __future__ import annotations

import hashlib
import json
import logging
import random
import re
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cached_property
from itertools import pairwise
from pathlib import Path
from typing import Any

import numpy as np

from gmem import limits
from gmem.embedding import DEFAULT_MODEL, SentenceTransformerEmbedder
from gmem.models import QueryNode, TaskRecord, TaskStatus
from gmem.store.writes import TaskWrite
from gmem.text import procedure_features
from gmem.tiers.interaction import build_graph
from gmem.tiers.terms import recorded_terms

log = logging.getLogger(__name__)

REPO = Path(__file__).resolve().parents[1]
#: Bump when the generator changes what it writes: cached datasets of another version are not reused.
GENERATOR_VERSION = 1
#: Task indices of retrieval queries start here, so queries never coincide with a recorded task.
QUERY_OFFSET = 10_000_000

PHRASES = {
    "pick_and_place": ("put a {o} in {r}.", "put some {o} on {r}."),
    "pick_clean_then_place": ("put a clean {o} in {r}.", "clean some {o} and put it in {r}."),
    "pick_heat_then_place": ("put a hot {o} in {r}.", "heat some {o} and put it in {r}."),
    "pick_cool_then_place": ("put a cool {o} in {r}.", "cool some {o} and put it in {r}."),
    "pick_two_obj_and_place": ("put two {o} in {r}.", "find two {o} and put them in {r}."),
    "look_at_obj_in_light": ("look at {o} under the desklamp.", "examine the {o} with the desklamp."),
}
#: The appliance a kind of task needs: it stays in the room and is never the renamed receptacle.
APPLIANCE = {
    "pick_clean_then_place": "sinkbasin",
    "pick_heat_then_place": "microwave",
    "pick_cool_then_place": "fridge",
    "look_at_obj_in_light": "desklamp",
}
_PORTABLE = [
    "alarmclock",
    "apple",
    "book",
    "bowl",
    "box",
    "bread",
    "butterknife",
    "candle",
    "cd",
    "cellphone",
    "cloth",
    "creditcard",
    "cup",
    "dishsponge",
    "egg",
    "fork",
    "glassbottle",
    "handtowel",
    "kettle",
    "keychain",
    "knife",
    "ladle",
    "laptop",
    "lettuce",
    "mug",
    "newspaper",
    "pan",
    "pen",
    "pencil",
    "peppershaker",
    "pillow",
    "plate",
    "pot",
    "potato",
    "remotecontrol",
    "saltshaker",
    "soapbar",
    "soapbottle",
    "spatula",
    "spoon",
    "spraybottle",
    "statue",
    "tissuebox",
    "toiletpaper",
    "tomato",
    "vase",
    "watch",
    "winebottle",
]
#: Objects ALFWorld uses for each kind of task.
OBJECTS = {
    "pick_and_place": _PORTABLE,
    "pick_two_obj_and_place": _PORTABLE,
    "pick_heat_then_place": ["apple", "bread", "cup", "egg", "mug", "plate", "potato", "tomato"],
    "pick_cool_then_place": [
        "apple",
        "bread",
        "cup",
        "egg",
        "lettuce",
        "mug",
        "pan",
        "plate",
        "pot",
        "potato",
        "tomato",
        "winebottle",
    ],
    "pick_clean_then_place": [
        "apple",
        "bowl",
        "butterknife",
        "cloth",
        "cup",
        "dishsponge",
        "egg",
        "fork",
        "kettle",
        "knife",
        "ladle",
        "lettuce",
        "mug",
        "pan",
        "plate",
        "pot",
        "potato",
        "soapbar",
        "spatula",
        "spoon",
        "tomato",
    ],
    "look_at_obj_in_light": [
        "alarmclock",
        "book",
        "bowl",
        "box",
        "cd",
        "cellphone",
        "creditcard",
        "cup",
        "keychain",
        "laptop",
        "mug",
        "newspaper",
        "pen",
        "pencil",
        "pillow",
        "plate",
        "remotecontrol",
        "statue",
        "vase",
        "watch",
    ],
}
#: Receptacles ALFWorld puts things in or on; a renamed one stays of its class (one opens, the other does not).
RECEPTACLES = (
    ["cabinet", "drawer", "fridge", "microwave", "safe"],
    [
        "armchair",
        "bathtubbasin",
        "bed",
        "cart",
        "coffeemachine",
        "coffeetable",
        "countertop",
        "desk",
        "diningtable",
        "dresser",
        "garbagecan",
        "ottoman",
        "shelf",
        "sidetable",
        "sinkbasin",
        "sofa",
        "stoveburner",
        "toilet",
        "tvstand",
    ],
)
_ROOM = re.compile(r"^(?P<head>.*?you see )(?P<items>.+?)\.\s*$", re.DOTALL)


def source_files() -> list[Path]:
    shipped = REPO / "gmem" / "data" / "alfworld_excerpt.jsonl"
    return [shipped, *sorted((REPO.parent / "shared" / "data" / "alfworld").glob("*.jsonl"))]


def _pattern(phrase: str) -> re.Pattern[str]:
    escaped = re.escape(phrase).replace(r"\{o\}", r"(?P<o>\w+)").replace(r"\{r\}", r"(?P<r>\w+)")
    return re.compile(f"^{escaped}$")


_PATTERNS = {family: [_pattern(p) for p in phrases] for family, phrases in PHRASES.items()}


@dataclass(frozen=True)
class Source:
    """A real trajectory and what the generator may vary in it."""

    row: dict[str, Any]
    family: str
    obj: str
    receptacle: str | None

    @cached_property
    def text(self) -> str:
        steps = " ".join(f"{s['action']} {s.get('observation', '')}" for s in self.row["steps"])
        return f"{self.row['instruction']} {self.row.get('context', '')} {steps}"


def load_sources(files: Sequence[Path] | None = None) -> list[Source]:
    """The distinct real trajectories whose instruction follows one of ALFWorld's templates."""
    seen: set[str] = set()
    sources: list[Source] = []
    for path in files or source_files():
        for line in path.read_text().splitlines():
            if not line.strip():
                continue
            row = json.loads(line)
            key = json.dumps([row["instruction"], row["steps"]], sort_keys=True)
            family = row.get("task_type")
            if key in seen or family not in _PATTERNS:
                continue
            seen.add(key)
            match = next((m for p in _PATTERNS[family] if (m := p.match(row["instruction"]))), None)
            if match is None:
                log.warning("%s: %r follows no ALFWorld template; skipped", path, row["instruction"])
                continue
            sources.append(Source(row, family, match["o"], match.groupdict().get("r")))
    if not sources:
        raise RuntimeError("no usable ALFWorld trajectories found")
    return sources


def fingerprint(files: Sequence[Path] | None = None) -> str:
    digest = hashlib.sha256(str(GENERATOR_VERSION).encode())
    for path in files or source_files():
        digest.update(path.read_bytes())
    return digest.hexdigest()[:10]


def _absent(names: Sequence[str], text: str) -> list[str]:
    return [n for n in names if not re.search(rf"\b{n}s?\b", text, re.IGNORECASE)]


def _rename(text: str, names: dict[str, str]) -> str:
    """Every mention of the old names, plural or capitalised too, in the new ones."""
    if not names:
        return text

    def new(match: re.Match[str]) -> str:
        name = names[match.group(1).lower()]
        return (name.capitalize() if match.group(1)[0].isupper() else name) + match.group(2)

    return re.sub(r"\b(" + "|".join(map(re.escape, names)) + r")(s?)\b", new, text, flags=re.IGNORECASE)


def _room(context: str) -> tuple[str, list[str]] | None:
    """The room description's lead-in and its inventory items (``a cabinet 6``, ...)."""
    match = _ROOM.match(context)
    if match is None:
        return None
    items = [i.strip() for i in re.split(r",\s*(?:and\s+)?|\s+and\s+", match["items"]) if i.strip()]
    return match["head"], items


def _renumbering(items: list[str], rng: random.Random) -> dict[str, dict[str, str]]:
    """For each kind of place with several instances, a shuffle of its numbers."""
    numbers: dict[str, list[str]] = {}
    for item in items:
        parts = item.split()
        if len(parts) == 3 and parts[2].isdigit():
            numbers.setdefault(parts[1], []).append(parts[2])
    out: dict[str, dict[str, str]] = {}
    for kind, values in numbers.items():
        if len(values) > 1:
            shuffled = values[:]
            rng.shuffle(shuffled)
            out[kind] = dict(zip(values, shuffled))
    return out


def _renumber(text: str, renumbering: dict[str, dict[str, str]]) -> str:
    if not renumbering:
        return text
    pattern = r"\b(" + "|".join(map(re.escape, renumbering)) + r") (\d+)\b"
    return re.sub(pattern, lambda m: f"{m.group(1)} {renumbering[m.group(1)].get(m.group(2), m.group(2))}", text)


def _search_shuffled(steps: list[dict[str, str]], obj: str, rng: random.Random) -> list[dict[str, str]]:
    """The search before the object is taken, its fruitless visits in another order."""
    take = next((i for i, s in enumerate(steps) if s["action"].startswith("take ")), len(steps))
    starts = [i for i in range(take) if steps[i]["action"].startswith("go to ")]
    if len(starts) < 3:
        return steps
    blocks = [steps[a:b] for a, b in pairwise(starts)]  # the last visit (the one that finds it) stays
    mentions = re.compile(rf"\b{re.escape(obj)}\b")
    fruitless = [
        i for i, block in enumerate(blocks) if not any(mentions.search(s.get("observation", "")) for s in block)
    ]
    order = fruitless[:]
    rng.shuffle(order)
    placed = {slot: blocks[source] for slot, source in zip(fruitless, order)}
    middle = [step for i, block in enumerate(blocks) for step in placed.get(i, block)]
    return steps[: starts[0]] + middle + steps[starts[-1] :]


def generate(sources: Sequence[Source], index: int, seed: int) -> dict[str, Any]:
    """Task ``index`` of the dataset with this seed: always the same task."""
    rng = random.Random(f"gmem-bench:{seed}:{index}")
    source = rng.choice(sources)
    family = source.family
    obj = rng.choice(_absent(OBJECTS[family], source.text) or [source.obj])
    names = {source.obj: obj}
    receptacle = source.receptacle
    if receptacle is not None and receptacle != APPLIANCE.get(family):
        kind = next((k for k in RECEPTACLES if receptacle in k), RECEPTACLES[1])
        receptacle = rng.choice(_absent(kind, source.text) or [receptacle])
        names[source.receptacle] = receptacle
    names = {old: new for old, new in names.items() if old != new}
    context = _rename(source.row.get("context", ""), names)
    steps = [
        {
            "agent": s["agent"],
            "action": _rename(s["action"], names),
            "observation": _rename(s.get("observation", ""), names),
        }
        for s in source.row["steps"]
    ]
    room = _room(context)
    if room is not None:
        head, items = room
        renumbering = _renumbering(items, rng)
        items = [_renumber(i, renumbering) for i in items]
        rng.shuffle(items)
        context = head + (", ".join(items[:-1]) + ", and " + items[-1] if len(items) > 1 else items[0]) + "."
        steps = [
            {
                **s,
                "action": _renumber(s["action"], renumbering),
                "observation": _renumber(s["observation"], renumbering),
            }
            for s in steps
        ]
    if rng.random() < 0.5:
        steps = _search_shuffled(steps, obj, rng)
    phrase = rng.choice(PHRASES[family])
    return {
        "id": f"bench-{index:08d}",
        "domain": "alfworld",
        "instruction": phrase.format(o=obj, r=receptacle),
        "context": context,
        "task_type": family,
        "steps": steps,
        "success": bool(source.row["success"]),
    }


class Dataset:
    """The generated tasks of one seed, as a JSONL file in the cache folder, extended on demand."""

    def __init__(self, cache: Path, seed: int = 0) -> None:
        self.sources = load_sources()
        self.seed = seed
        self.path = cache / f"tasks-v{GENERATOR_VERSION}-{fingerprint()}-seed{seed}.jsonl"

    def _count(self) -> int:
        if not self.path.exists():
            return 0
        with self.path.open("rb") as handle:
            return sum(1 for _ in handle)

    def ensure(self, count: int) -> None:
        """Make sure the file holds at least the first ``count`` tasks."""
        have = self._count()
        if have >= count:
            return
        self.path.parent.mkdir(parents=True, exist_ok=True)
        log.info("generating tasks %d..%d into %s", have, count, self.path)
        with self.path.open("a") as sink:
            for index in range(have, count):
                sink.write(json.dumps(generate(self.sources, index, self.seed)) + "\n")

    def tasks(self, start: int, stop: int) -> Iterator[dict[str, Any]]:
        """Tasks ``start..stop-1``, read one at a time."""
        with self.path.open() as handle:
            for number, line in enumerate(handle):
                if number >= stop:
                    return
                if number >= start:
                    yield json.loads(line)

    def queries(self, count: int) -> list[dict[str, Any]]:
        """Retrieval queries: new tasks from the same distribution, never recorded."""
        return [generate(self.sources, QUERY_OFFSET + i, self.seed) for i in range(count)]


#: The size of the random vectors :func:`unembedded_write` gives (a store checks every vector against its embedder's).
UNEMBEDDED_SIZE = 8


def unembedded_write(
    task: dict[str, Any], task_id: str, rng: np.random.Generator, words: list[str] | None = None
) -> TaskWrite:
    """A generated task as the record path would commit it, with a random unit vector for both embeddings:
    for benchmarks of what the store does with tasks, which never look at them (distinct vectors, as real
    embeddings are, for the vector index PostgreSQL keeps). Every task is resolved, so every one teaches its
    words and steps. ``words``: as an older reading gave them (default: as the current one reads the
    instruction)."""
    node = QueryNode(id=task_id, seq=0, instruction=task["instruction"], status=TaskStatus.RESOLVED)
    record = TaskRecord.model_validate({**task, "id": task_id})
    words = recorded_terms(limits.scored(record.instruction)) if words is None else words
    procedure = procedure_features((step.action, step.observation) for step in record.steps)
    vector = rng.standard_normal(UNEMBEDDED_SIZE).astype(np.float32)
    vector /= np.linalg.norm(vector)
    return TaskWrite(node, build_graph(record, max_key_steps=12), words, procedure, vector, vector)


def text_key(text: str) -> int:
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "little", signed=True)


class VectorCache:
    """Embeddings by text (a 64-bit hash of it) in two ``.npy`` files; the vectors are memory-mapped."""

    def __init__(self, folder: Path, model: str = DEFAULT_MODEL) -> None:
        self.folder = folder / "embeddings" / model.replace("/", "_")
        self._keys_file, self._vectors_file = self.folder / "keys.npy", self.folder / "vectors.npy"
        if self._keys_file.exists():
            self.keys = np.load(self._keys_file)
            self.vectors = np.load(self._vectors_file, mmap_mode="r")
        else:
            self.keys = np.zeros(0, dtype=np.int64)
            self.vectors = np.zeros((0, 0), dtype=np.float32)
        self._order = np.argsort(self.keys, kind="stable")

    @property
    def dimension(self) -> int:
        return int(self.vectors.shape[1])

    def rows(self, texts: Sequence[str]) -> np.ndarray:
        """Row of each text in the vectors, -1 where it is not cached."""
        keys = np.fromiter((text_key(t) for t in texts), dtype=np.int64, count=len(texts))
        if not len(self.keys):
            return np.full(len(texts), -1)
        at = np.minimum(np.searchsorted(self.keys, keys, sorter=self._order), len(self.keys) - 1)
        found = self._order[at]
        return np.where(self.keys[found] == keys, found, -1)

    def missing(self, texts: Sequence[str]) -> list[str]:
        unique = list(dict.fromkeys(texts))
        return [t for t, row in zip(unique, self.rows(unique)) if row < 0]

    def get(self, texts: Sequence[str]) -> np.ndarray:
        rows = self.rows(texts)
        if (rows < 0).any():
            example = texts[int(np.argmin(rows))]
            raise KeyError(f"{int((rows < 0).sum())} texts are not in the vector cache, e.g. {example!r}")
        return np.asarray(self.vectors[rows], dtype=np.float32)

    def add(self, texts: Sequence[str], vectors: np.ndarray) -> None:
        """Append vectors and write the files (atomically: a killed run leaves the previous cache)."""
        keys = np.fromiter((text_key(t) for t in texts), dtype=np.int64, count=len(texts))
        all_keys = np.concatenate([self.keys, keys])
        all_vectors = np.concatenate([np.asarray(self.vectors), vectors]) if len(self.keys) else np.asarray(vectors)
        self.folder.mkdir(parents=True, exist_ok=True)
        for target, value in ((self._vectors_file, all_vectors), (self._keys_file, all_keys)):
            partial = target.with_suffix(".partial.npy")
            np.save(partial, value)
            partial.replace(target)
        self.keys = all_keys
        self.vectors = np.load(self._vectors_file, mmap_mode="r")
        self._order = np.argsort(self.keys, kind="stable")

    def fill(self, texts: Sequence[str], embedder: SentenceTransformerEmbedder, *, chunk: int = 4096) -> int:
        """Embed the texts not cached yet; returns how many were embedded."""
        todo = self.missing(texts)
        for start in range(0, len(todo), chunk):
            part = todo[start : start + chunk]
            log.info("embedding %d-%d of %d texts", start, start + len(part), len(todo))
            self.add(part, embedder.embed(part))
        return len(todo)


class BenchEmbedder:
    """MiniLM as gmem sees it, with a switch: ``live`` runs the model (timed); otherwise the vectors come
    from the cache, as if the texts had been embedded in no time (the floor under gmem's own work)."""

    def __init__(
        self, cache: VectorCache, model: SentenceTransformerEmbedder | None = None, *, live: bool = False
    ) -> None:
        self.cache = cache
        self.model = model
        self.live = live
        self.seconds = 0.0
        self.texts = 0

    @property
    def name(self) -> str:
        return DEFAULT_MODEL

    @property
    def dimension(self) -> int:
        return self.cache.dimension

    def _model(self) -> SentenceTransformerEmbedder:
        if self.model is None:
            self.model = SentenceTransformerEmbedder()
        return self.model

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        start = time.perf_counter()
        if self.live:
            assert self.model is not None, "a live embedder needs the model"
            vectors = self.model.embed(texts)
        else:
            if self.cache.missing(texts):  # texts gmem derives itself (e.g. its vocabulary words): embed once, keep
                self.cache.fill(texts, self._model())
            vectors = self.cache.get(texts) if texts else np.zeros((0, self.dimension), dtype=np.float32)
        self.seconds += time.perf_counter() - start
        self.texts += len(texts)
        return vectors
