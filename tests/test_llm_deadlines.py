"""A misbehaving model endpoint, served on 127.0.0.1 by the test and driven through OpenAICompatibleProvider:
whatever it does (hang, 500s, garbage, slow answers), retrieve and record return within their time budget
with the LLM-free result, and the circuit breaker stops calling an endpoint that is down, then tries again."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from gmem import Memory, MemoryConfig, TraversalSettings
from gmem.llm import LLMOperationsConfig, LLMSettings, OpenAICompatibleProvider
from gmem.llm.prompts import KIND_MARKERS

ROLES = [("solver", "acts in the environment"), ("critic", "reviews the plan")]
POINT = "Look in every cabinet before the countertops."


@dataclass
class Endpoint:
    """What the fake endpoint does next; ``requests`` counts what reached it."""

    mode: str = "ok"  # ok | hang | error | garbage
    delay: float = 0.0  # seconds before an "ok" answer
    requests: int = 0
    release: threading.Event = field(default_factory=threading.Event)

    def answer(self, prompt: str) -> str:
        if KIND_MARKERS["sparsify"] in prompt:
            return "KEY STEPS: 1, 2" + ("\nFAILURE: the object was never heated." if "FAILURE:" in prompt else "")
        if KIND_MARKERS["project"] in prompt:
            return f"1. {POINT}"
        return "ADD: Check the receptacle is open before placing anything in it."


def serve(endpoint: Endpoint) -> ThreadingHTTPServer:
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args: object) -> None:  # keep the test output clean
            pass

        def do_POST(self) -> None:
            body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
            endpoint.requests += 1
            if endpoint.mode == "hang":
                endpoint.release.wait(30)
                return
            if endpoint.mode == "error":
                self.send_error(500, "model server exploded")
                return
            if endpoint.mode == "garbage":
                payload = b"<html>502 upstream</html>"
            else:
                time.sleep(endpoint.delay)
                text = endpoint.answer(body["messages"][-1]["content"])
                payload = json.dumps({"choices": [{"message": {"content": text}}]}).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(payload)))
            self.end_headers()
            self.wfile.write(payload)

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    server.handle_error = lambda request, address: None  # a client that gave up hangs up mid-answer: expected
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


@pytest.fixture
def endpoint() -> Iterator[tuple[Endpoint, str]]:
    state = Endpoint()
    server = serve(state)
    yield state, f"http://127.0.0.1:{server.server_address[1]}/v1"
    state.release.set()
    server.shutdown()
    server.server_close()


@pytest.fixture
def seeded(tmp_path, embedder, alfworld_rows) -> str:
    """A store with 30 recorded runs (LLM-free): enough that the solver is shown procedures and the critic checks."""
    path = str(tmp_path / "team.db")
    with Memory.open(path, embedder=embedder) as memory:
        memory.record_many(alfworld_rows[:30])
    return path


#: Every role is shown lessons (each asks the model for a rewrite): lessons of tasks however far below the
#: best match are offered, as a memory of 30 runs has few near any one task.
WIDE = TraversalSettings(lesson_margin=100)


def llm_memory(path: str, url: str, embedder, **settings) -> Memory:
    options = {
        "timeout": 60.0,
        "retries": 2,
        "backoff": 0.05,
        "retrieve_budget": 0.6,
        "record_budget": 0.6,
        **settings,
    }  # the default per-attempt timeout and retries: only the budget bounds the wait
    config = MemoryConfig(llm=LLMOperationsConfig(merge=False), llm_client=LLMSettings(**options), traversal=WIDE)
    provider = OpenAICompatibleProvider(model="m", base_url=url, api_key="none")
    return Memory.open(path, embedder=embedder, config=config, llm=provider)


def llm_free_texts(path: str, embedder, task: str) -> dict[str, str]:
    assert shown_lessons(path, embedder, task, ROLES) == len(ROLES), "every role must be shown lessons"
    with Memory.open(path, embedder=embedder, config=MemoryConfig(traversal=WIDE)) as memory:
        result = memory.retrieve(task, roles=ROLES)
    return {name: result.for_role(name).text for name, _ in ROLES}


def shown_lessons(path: str, embedder, task: str, roles: list[tuple[str, str]]) -> int:
    """How many of ``roles`` the LLM-free retrieval shows lessons: each of them asks the model for a rewrite."""
    with Memory.open(path, embedder=embedder, config=MemoryConfig(traversal=WIDE)) as memory:
        result = memory.retrieve(task, roles=roles)
    return sum(bool(result.for_role(name).insight_ids) for name, _ in roles)


def timed(call):  # type: ignore[no-untyped-def]
    start = time.perf_counter()
    out = call()
    return out, time.perf_counter() - start


def test_a_hanging_endpoint_costs_one_budget_then_is_skipped(endpoint, seeded, embedder, alfworld_rows):
    state, url = endpoint
    state.mode = "hang"
    task = alfworld_rows[36]["instruction"]
    expected = llm_free_texts(seeded, embedder, task)
    with llm_memory(seeded, url, embedder, breaker_failures=2, breaker_cooldown=600) as memory:
        result, seconds = timed(lambda: memory.retrieve(task, roles=ROLES))
        assert seconds < 0.6 + 4.0  # budget + the LLM-free retrieval, with room for a loaded machine
        assert {name: result.for_role(name).text for name, _ in ROLES} == expected
        failed = next(r for r in alfworld_rows[30:] if not r["success"])
        node, seconds = timed(lambda: memory.record(failed))
        assert seconds < 0.6 + 4.0
        assert memory.task(node.id).status == node.status  # stored, with the rule-based key steps
        assert memory.graph(node.id).key_steps != [0, 1]
        usage = memory.usage
        assert usage.breaker_trips == 1  # two operations in a row ran out of budget
        assert usage.operations["project"].failures == 2  # both roles' calls were cut off: one breaker failure
        reached = state.requests
        for _ in range(3):
            result = memory.retrieve(task, roles=ROLES)
            assert POINT not in result.for_role("solver").text
        assert state.requests == reached  # no call reached the endpoint: no model time at all
        assert memory.usage.operations["project"].skipped == 6  # 3 retrievals x 2 roles, none sent
        assert memory.usage.breaker_trips == 1  # one outage, one trip (and one log line)


def test_500s_open_the_breaker_and_a_probe_after_the_cool_down_closes_it(endpoint, seeded, embedder, alfworld_rows):
    state, url = endpoint
    state.mode = "error"
    task = alfworld_rows[36]["instruction"]
    expected = llm_free_texts(seeded, embedder, task)
    with llm_memory(
        seeded, url, embedder, retries=0, breaker_failures=3, breaker_cooldown=3.0, retrieve_budget=5.0
    ) as memory:
        for _ in range(2):
            result = memory.retrieve(task, roles=ROLES)
            assert {name: result.for_role(name).text for name, _ in ROLES} == expected
        assert memory.usage.breaker_trips == 1 and memory.usage.breaker_open
        reached = state.requests
        memory.retrieve(task, roles=ROLES)  # inside the cool-down: skipped
        assert state.requests == reached
        state.mode = "ok"
        time.sleep(3.1)
        result = memory.retrieve(task, roles=ROLES)  # half-open: one probe goes through and closes it
        assert not memory.usage.breaker_open
        assert POINT in result.for_role("solver").text or POINT in result.for_role("critic").text
        result = memory.retrieve(task, roles=ROLES)
        assert POINT in result.for_role("solver").text and POINT in result.for_role("critic").text


def test_a_failed_probe_waits_another_cool_down(endpoint, seeded, embedder, alfworld_rows):
    state, url = endpoint
    state.mode = "error"
    task = alfworld_rows[36]["instruction"]
    with llm_memory(seeded, url, embedder, retries=0, breaker_failures=2, breaker_cooldown=3.0) as memory:
        memory.retrieve(task, roles=ROLES)
        assert memory.usage.breaker_open
        time.sleep(3.1)
        reached = state.requests
        memory.retrieve(task, roles=ROLES)
        assert state.requests == reached + 1  # exactly one probe, which failed
        memory.retrieve(task, roles=ROLES)
        assert state.requests == reached + 1  # open again: no call
        assert memory.usage.breaker_trips == 1  # the same outage


def test_garbage_answers_fall_back_and_count(endpoint, seeded, embedder, alfworld_rows):
    state, url = endpoint
    state.mode = "garbage"
    task = alfworld_rows[36]["instruction"]
    expected = llm_free_texts(seeded, embedder, task)
    with llm_memory(seeded, url, embedder, retries=0, breaker_failures=10) as memory:
        result = memory.retrieve(task, roles=ROLES)
        usage = memory.usage.operations["project"]
    assert {name: result.for_role(name).text for name, _ in ROLES} == expected
    assert usage.failures == 2 and usage.fallbacks == 2 and usage.calls == 0


def test_a_slow_answer_inside_the_budget_is_used_and_one_past_it_dropped(endpoint, seeded, embedder, alfworld_rows):
    state, url = endpoint
    state.mode, state.delay = "ok", 0.3
    task = alfworld_rows[36]["instruction"]
    expected = llm_free_texts(seeded, embedder, task)
    with llm_memory(seeded, url, embedder, retrieve_budget=3.0) as memory:
        result = memory.retrieve(task, roles=ROLES)
    assert POINT in result.for_role("solver").text
    state.delay = 4.0  # an answer past the budget would be waited for: 4 s
    with llm_memory(seeded, url, embedder, retrieve_budget=0.3, breaker_failures=10) as memory:
        result, seconds = timed(lambda: memory.retrieve(task, roles=ROLES))
        usage = memory.usage.operations["project"]
    assert seconds < 0.3 + 3.0
    assert {name: result.for_role(name).text for name, _ in ROLES} == expected
    assert usage.fallbacks == 2 and usage.calls == 0


def test_the_record_budget_keeps_the_commit_and_drops_late_insight_updates(endpoint, seeded, embedder, alfworld_rows):
    state, url = endpoint
    state.mode, state.delay = "ok", 4.0  # waiting for the model's key steps alone would take 4 s
    failed = next(r for r in alfworld_rows[30:] if not r["success"])
    with llm_memory(seeded, url, embedder, record_budget=0.3, breaker_failures=10) as memory:
        before = sorted((i.key, i.score) for i in memory.insights() if i.origin == "llm")
        node, seconds = timed(lambda: memory.record(failed))
        assert seconds < 0.3 + 3.0
        assert memory.has_task(node.id)
        assert sorted((i.key, i.score) for i in memory.insights() if i.origin == "llm") == before
        assert memory.usage.operations["sparsify"].fallbacks == 1


def test_many_roles_against_a_slow_endpoint_are_one_slow_answer_not_an_outage(
    endpoint, seeded, embedder, alfworld_rows
):
    state, url = endpoint
    # Waiting for every answer would take 12 calls x 2 s / 4 at a time = 6 s; the budget allows 0.5 s, and
    # the bound below leaves a loaded machine 4 s for the LLM-free path.
    state.mode, state.delay = "ok", 2.0
    roles = [(f"agent-{i}", "acts in the environment" if i % 2 else "reviews the plan") for i in range(12)]
    task = alfworld_rows[36]["instruction"]
    asking = shown_lessons(seeded, embedder, task, roles)
    assert asking >= 6  # every reviewer is shown checks
    with llm_memory(seeded, url, embedder, retrieve_budget=0.5, breaker_failures=2, concurrency=4) as memory:
        _, seconds = timed(lambda: memory.retrieve(task, roles=roles))
        usage = memory.usage
    assert seconds < 0.5 + 4.0
    assert usage.operations["project"].fallbacks == asking and not usage.breaker_open
