"""Other teams' log formats, each written by a model instance shown nothing of gmem: for :mod:`experiments.other_logs`.

On 2026-12-05 (fifty-first session) fifteen instances were each given ``BRIEF.md`` (with three frameworks or log styles
of their own; the paths in it are those of the machine they ran on) and two of the shared ALFWorld runs, and wrote a
module whose ``FORMATS`` turn one recorded step into the step another team's converted log would hold, as faithfully
to the framework's real output as they could make it. The modules are kept as written (formatted and linted, their
demonstration at the end taken out; each gives what it gave before; their printf-style formatting is exempt from
the lint). Which of them the reading was written from:

* Read, and the reading of serialized messages (:mod:`gmem.messages`, :mod:`gmem.text`) written from their misses:
  ``writer_a`` (smolagents, CrewAI, AutoGen AgentChat events), ``writer_b`` (LangGraph messages, Anthropic's Messages
  API, CAMEL), ``writer_e`` (Google's ADK, Letta, Haystack), then ``writer_g`` (LlamaIndex, OpenHands, a Python
  logging file) and ``writer_h`` (PydanticAI, Semantic Kernel, the OpenAI Agents SDK), then ``writer_k`` (the Vercel
  AI SDK, AG2's console, a Slack-like transcript), then, once ``writer_l`` and ``writer_m`` were measured,
  ``writer_n`` (Google's A2A, Langroid, a notebook) and ``writer_o`` (TaskWeaver, AG2's console, a home-grown JSON
  Lines event log).
* Never read, measured before and after: ``writer_c`` (a Slack-like transcript, OpenAI's Responses items, DSPy's
  ReAct trajectory; DSPy's numbered fields were then read from DSPy's documentation, so that row is no blind one),
  ``writer_d`` (AutoGen 0.2, LlamaIndex, OpenHands: LlamaIndex and OpenHands then came to be read from ``writer_g``'s
  rendering of the same frameworks), ``writer_f`` (PydanticAI, Semantic Kernel, MetaGPT: the first two then read
  from ``writer_h``'s), ``writer_i`` (Strands on Bedrock's Converse API, the Vercel AI SDK, AG2: frameworks no rule
  was written from until ``writer_k`` rendered the last two) and ``writer_j`` (Agno, Mastra, Google's A2A protocol:
  measured before ``writer_k`` was read and after), then ``writer_l`` (OpenAI's Swarm, Langroid, TaskWeaver) and
  ``writer_m`` (the BeeAI framework, CrewAI's flow callbacks, a notebook of the session), measured only once every
  rule but ``writer_n``'s and ``writer_o``'s was written, and again after them.

On 2026-12-05 (fifty-second session) six more, on the same brief, each measured before any of its texts was read:

* Read: ``writer_p`` and ``writer_q`` (Google's A2A, Langroid, a notebook: the three frameworks whose blind formats,
  ``writer_j``'s, ``writer_l``'s and ``writer_m``'s, were still not read), ``writer_s`` (AgentScope, Griptape,
  LangChain's classic AgentExecutor) and ``writer_t`` (Magentic-One's console, a Claude Code transcript, a chat
  completion as the API returns it). The blind three were measured once these rules were written, unread.
* Never read: ``writer_u`` (OpenTelemetry's GenAI spans, Langfuse, LangSmith) and ``writer_v`` (the OpenAI Assistants
  API's run steps, SWE-agent's trajectory file, Inspect AI's evaluation log), measured before the session's rules and
  after each round of them.
* Then read: ``writer_w`` (LangSmith, Langfuse, OpenTelemetry's GenAI spans) and ``writer_x`` (Inspect AI, the
  Assistants API, SWE-agent), second renderings of ``writer_u``'s and ``writer_v``'s frameworks; never read:
  ``writer_y`` (Microsoft Agent Framework, MLflow Tracing, Pydantic Logfire) and ``writer_z`` (Weights & Biases Weave,
  Arize Phoenix's OpenInference spans, the Agent Protocol), measured with the session's first code and its last.
* Then read: ``writer_aa`` (Pydantic Logfire, MLflow Tracing, Microsoft Agent Framework) and ``writer_ab`` (the Agent
  Protocol, Weave, Phoenix), second renderings of ``writer_y``'s and ``writer_z``'s frameworks; never read:
  ``writer_ac`` (Dify, n8n, Flowise) and ``writer_ad`` (OpenAI's Codex CLI, Cline, Block's Goose), measured with the
  session's first code, before the rules written from ``writer_aa`` and ``writer_ab``, and after them.
* Then read: ``writer_ae`` (n8n, Flowise, Goose) and ``writer_af`` (Cline's UI messages, Aider's chat history, Roo
  Code's API history), second renderings of the frameworks of ``writer_ac`` and ``writer_ad`` still not read, which
  were measured again once these rules were written.
* Then read: ``writer_ag`` (Cline's API history, Flowise's Agentflow V2, the Claude Agent SDK's stream-json), the
  renderings of the two blind formats still not read and one more; never read: ``writer_ah`` (LangChain4j, Spring AI,
  Firebase Genkit), measured with the session's first code, before this round's rules and after them.
"""

#: Each writer module and what may be chosen on it (see the module docstring), in the order they were written.
WRITERS = {
    "writer_a": "read",
    "writer_b": "read",
    "writer_c": "blind; DSPy read after",
    "writer_d": "blind",
    "writer_e": "read",
    "writer_f": "blind",
    "writer_g": "read",
    "writer_h": "read",
    "writer_i": "blind",
    "writer_j": "blind",
    "writer_k": "read",
    "writer_l": "blind",
    "writer_m": "blind",
    "writer_n": "read",
    "writer_o": "read",
    "writer_p": "read",
    "writer_q": "read",
    "writer_s": "read",
    "writer_t": "read",
    "writer_u": "blind",
    "writer_v": "blind",
    "writer_w": "read",
    "writer_x": "read",
    "writer_y": "blind",
    "writer_z": "blind",
    "writer_aa": "read",
    "writer_ab": "read",
    "writer_ac": "blind",
    "writer_ad": "blind",
    "writer_ae": "read",
    "writer_af": "read",
    "writer_ag": "read",
    "writer_ah": "blind",
}
