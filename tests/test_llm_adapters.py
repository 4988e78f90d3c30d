"""The LLM adapters against real counterparts: a local HTTP server speaking the OpenAI chat API,
AutoGen's ReplayChatCompletionClient, and a LangChain fake chat model."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import ClassVar

import pytest

from gmem.llm import ChatMessage, LLMClient, LLMError, LLMSettings, OpenAICompatibleProvider

PROMPT = [ChatMessage(role="system", content="be brief"), ChatMessage(role="user", content="KEY STEPS?")]


class FakeOpenAI(BaseHTTPRequestHandler):
    requests: ClassVar[list[dict]] = []
    reply: dict | None = None
    status = 200

    def do_POST(self):
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        FakeOpenAI.requests.append({"path": self.path, "auth": self.headers.get("Authorization"), "body": body})
        payload = json.dumps(FakeOpenAI.reply).encode()
        self.send_response(FakeOpenAI.status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    def log_message(self, *args):
        pass


@pytest.fixture
def server():
    FakeOpenAI.requests, FakeOpenAI.status = [], 200
    FakeOpenAI.reply = {
        "choices": [{"message": {"role": "assistant", "content": "KEY STEPS: 1, 3"}}],
        "usage": {"prompt_tokens": 17, "completion_tokens": 5},
    }
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), FakeOpenAI)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}/v1"
    httpd.shutdown()


async def test_openai_compatible_endpoint(server):
    client = LLMClient(OpenAICompatibleProvider(model="qwen2.5-14b", base_url=server, api_key="sk-test"))
    assert await client.acomplete("sparsify", PROMPT) == "KEY STEPS: 1, 3"
    (request,) = FakeOpenAI.requests
    assert request["path"] == "/v1/chat/completions" and request["auth"] == "Bearer sk-test"
    assert request["body"]["model"] == "qwen2.5-14b" and request["body"]["temperature"] == 0.0
    assert request["body"]["messages"] == [m.model_dump() for m in PROMPT]
    op = client.usage.operations["sparsify"]
    assert (op.prompt_tokens, op.completion_tokens, op.estimated_calls) == (17, 5, 0)


async def test_openai_compatible_settings_come_from_the_environment(server, monkeypatch):
    monkeypatch.setenv("OPENAI_BASE_URL", server)
    monkeypatch.setenv("OPENAI_API_KEY", "sk-env")
    monkeypatch.setenv("GMEM_MODEL", "env-model")
    provider = OpenAICompatibleProvider()
    await provider.acomplete(PROMPT)
    assert FakeOpenAI.requests[-1]["auth"] == "Bearer sk-env"
    assert FakeOpenAI.requests[-1]["body"]["model"] == "env-model"
    monkeypatch.delenv("GMEM_MODEL")
    monkeypatch.delenv("OPENAI_MODEL", raising=False)
    with pytest.raises(ValueError, match="GMEM_MODEL"):
        OpenAICompatibleProvider()


async def test_openai_compatible_errors_are_retried_then_reported(server):
    FakeOpenAI.status = 503
    client = LLMClient(OpenAICompatibleProvider(model="m", base_url=server), LLMSettings(retries=1, backoff=0.0))
    with pytest.raises(LLMError):
        await client.acomplete("insights", PROMPT)
    assert len(FakeOpenAI.requests) == 2 and client.usage.operations["insights"].failures == 2

    FakeOpenAI.status, FakeOpenAI.reply = 200, {"error": "no choices"}
    with pytest.raises(LLMError, match="choices"):
        await client.acomplete("insights", PROMPT)


async def test_autogen_model_client_serves_the_memory():
    from autogen_ext.models.replay import ReplayChatCompletionClient

    from gmem.integrations.autogen import AutoGenProvider

    replay = ReplayChatCompletionClient(["KEY STEPS: 2"])
    client = LLMClient(AutoGenProvider(replay))
    assert await client.acomplete("sparsify", PROMPT) == "KEY STEPS: 2"
    sent = replay.create_calls[0]["messages"]
    assert [type(m).__name__ for m in sent] == ["SystemMessage", "UserMessage"]
    assert sent[1].content == "KEY STEPS?" and sent[1].source == "gmem"
    assert client.usage.operations["sparsify"].calls == 1


async def test_langchain_chat_model_serves_the_memory():
    from langchain_core.language_models.fake_chat_models import FakeMessagesListChatModel
    from langchain_core.messages import AIMessage

    from gmem.integrations.langgraph import LangChainProvider

    answer = AIMessage(
        content="RANKING: 2, 1", usage_metadata={"input_tokens": 11, "output_tokens": 4, "total_tokens": 15}
    )
    client = LLMClient(LangChainProvider(FakeMessagesListChatModel(responses=[answer])))
    assert await client.acomplete("rerank", PROMPT) == "RANKING: 2, 1"
    op = client.usage.operations["rerank"]
    assert (op.prompt_tokens, op.completion_tokens) == (11, 4)


async def test_a_team_model_client_is_the_memory_llm_in_one_line(tmp_path, embedder, alfworld_rows):
    from autogen_ext.models.replay import ReplayChatCompletionClient

    from gmem import Memory, MemoryConfig
    from gmem.integrations.autogen import AutoGenProvider
    from gmem.llm import LLMOperationsConfig

    team_client = ReplayChatCompletionClient(["KEY STEPS: 1, 2"])
    config = MemoryConfig(llm=LLMOperationsConfig(insights=False, merge=False, project_roles=False))
    memory = Memory.open(tmp_path / "m.db", embedder=embedder, config=config, llm=AutoGenProvider(team_client))
    await memory.arecord(alfworld_rows[1])
    assert memory.graph(alfworld_rows[1]["id"]).key_steps == [0, 1]
    assert memory.usage.operations["sparsify"].calls == 1
    memory.close()
