import type { categories } from "../categories";
import { stackFaqDurations } from "./faq-durations";
import type { StackDetails } from "./types";

/** The durations the FAQ answers and search descriptions state, from durations.ts. */
const duration = stackFaqDurations("en");

type AiSpecialistStackSlug = Extract<
  (typeof categories)[number],
  { slug: "ai-specialists" }
>["stacks"][number]["slug"];

export const aiSpecialistStackDetails = {
  "machine-learning": {
    description:
      "Machine learning engineers turn data and models into product features such as recommendations, ranking, forecasting and fraud detection, along with the services that serve them. LatamMatch ML engineers have shipped models to production, not just notebooks, and are vetted on the modeling and on the engineering around it: features, evaluation, deployment and monitoring.",
    technologies: [
      "Python",
      "PyTorch",
      "TensorFlow",
      "scikit-learn",
      "XGBoost",
      "LightGBM",
      "pandas",
      "NumPy",
      "Hugging Face Transformers",
      "MLflow",
      "Ray",
      "Apache Spark",
      "SQL",
      "FastAPI",
      "Docker",
      "Kubernetes",
      "Amazon SageMaker",
      "Vertex AI",
      "Weights & Biases",
      "ONNX",
    ],
    responsibilities: [
      "Frame business problems as ML tasks with clear metrics and simple baselines",
      "Build feature pipelines and training datasets with care for leakage and bias",
      "Train, tune and evaluate models offline, then validate them with online A/B tests",
      "Package and serve models as APIs or batch jobs within latency and cost budgets",
      "Monitor production models for drift and performance decay, and retrain when needed",
      "Ship ML features end to end together with product, data and backend teams",
    ],
    requirements: [
      "4+ years in ML engineering or applied data science, with models running in production",
      "Strong Python and software engineering habits: tests, code review and version control",
      "Deep experience with PyTorch or TensorFlow and with classical ML libraries",
      "Solid grounding in statistics, evaluation metrics and experiment design",
      "Experience deploying models on a cloud ML platform or on Kubernetes",
      "B2+ English for design reviews and written model documentation",
    ],
    faqs: [
      {
        question: "How do you test machine learning engineers?",
        answer:
          "Candidates receive a realistic dataset with leakage traps and class imbalance, build a model, and defend their validation strategy in a live review. A second interview is an ML system design session: how the model is served, monitored and retrained. About 3% of applicants pass both.",
      },
      {
        question: "Are these engineers or researchers?",
        answer:
          "Engineers first. Everyone on this page has taken at least one model from a notebook to a production service or pipeline and kept it running. If you need deeper research experience, such as publications or novel architectures, mention it and we will adjust the search.",
      },
      {
        question: "How quickly can we see ML engineering candidates?",
        answer: `A shortlist of 3-5 machine learning engineers reaches you within ${duration.shortlist}, filtered for your domain (for example recommendations, forecasting or fraud) and your platform, whether SageMaker, Vertex AI or your own Kubernetes setup.`,
      },
      {
        question: "What can an ML engineer achieve in the trial?",
        answer: `The ${duration.trialBeforeNoun} paid trial is a good fit for a baseline model on your data, an evaluation harness, or hardening an existing model's serving path. You see code quality and judgment on real problems. Between 90% and 96% of trials continue long term.`,
      },
      {
        question: "What does an ML engineer from Latin America cost?",
        answer: "{{employerSavings}} About 95% of our ML placements are still active after six months.",
      },
    ],
    seoTitle: "Hire Machine Learning Engineers from LATAM | LatamMatch",
    seoDescription: `Hire Latin American ML engineers who ship models to production with PyTorch, MLflow and cloud ML platforms. ${duration.shortlistBeforeNoun} shortlist, ${duration.trialBeforeNoun} paid trial.`,
    opportunityExamples: [
      {
        title: "Senior Machine Learning Engineer, Recommendations",
        type: "Full-Time",
        location: "Remote",
        rate: "$57/hour",
        stack: "PyTorch · Ray · Kubernetes · Feature store",
      },
      {
        title: "ML Engineer, Fraud Detection",
        type: "Full-Time",
        location: "Remote",
        rate: "$54/hour",
        stack: "XGBoost · Python · SageMaker · Kafka",
      },
      {
        title: "Machine Learning Engineer, Demand Forecasting",
        type: "Contract",
        location: "Remote",
        rate: "$50/hour",
        stack: "LightGBM · Spark · MLflow · Vertex AI",
      },
    ],
  },
  nlp: {
    description:
      "NLP engineers build the language features in your product: search and retrieval, classification, information extraction, summarization and assistants built on large language models. LatamMatch NLP engineers know both classic NLP and modern LLM tooling, and they are vetted on evaluation, retrieval quality and serving cost, which is where most language features succeed or fail in production.",
    technologies: [
      "Python",
      "PyTorch",
      "Hugging Face Transformers",
      "sentence-transformers",
      "spaCy",
      "PEFT",
      "vLLM",
      "OpenAI API",
      "LangChain",
      "LlamaIndex",
      "Elasticsearch",
      "OpenSearch",
      "pgvector",
      "Pinecone",
      "FAISS",
      "Ragas",
      "FastAPI",
      "Docker",
      "Label Studio",
    ],
    responsibilities: [
      "Build retrieval-augmented generation pipelines: chunking, embeddings, hybrid search and re-ranking",
      "Fine-tune or adapt transformer models for classification, extraction and generation",
      "Design evaluation sets and automated metrics so every model change is measured",
      "Reduce latency and cost through caching, batching, quantization and model selection",
      "Add guardrails against hallucination, prompt injection and leakage of sensitive data",
      "Ship NLP features as reliable services with monitoring and user feedback loops",
    ],
    requirements: [
      "4+ years in NLP or ML engineering, including production work with transformers or LLMs",
      "Strong Python and PyTorch, with hands-on use of the Hugging Face ecosystem",
      "Retrieval experience with vector databases and search engines such as Elasticsearch or OpenSearch",
      "Experience building evaluation datasets and metrics for language tasks",
      "Working knowledge of tokenization, embeddings and fine-tuning methods such as LoRA",
      "C1 English; Spanish or Portuguese is a plus for multilingual products",
    ],
    faqs: [
      {
        question: "How do you vet NLP engineers?",
        answer:
          "The core exercise is a retrieval-augmented system that answers badly on purpose. Candidates have to find out why, whether chunking, embeddings, ranking or the prompt, and prove the fix with an evaluation set rather than a few hand-picked examples. Only about 3% of applicants pass our full process.",
      },
      {
        question: "Can they build multilingual features?",
        answer:
          "It is a real advantage of hiring in Latin America. Most of our NLP engineers work natively in Spanish or Portuguese as well as English, which helps when you need to evaluate tokenization, retrieval and output quality for customers who do not write in English.",
      },
      {
        question: "Do your NLP engineers depend on one model provider?",
        answer: `No. They work with hosted APIs and open-weight models served with tools such as vLLM, and choose based on quality, latency, cost and data constraints. Tell us your current setup and the 3-5 NLP engineers we shortlist within ${duration.shortlist} will have worked with it.`,
      },
      {
        question: "How should we structure the NLP trial?",
        answer: `Pick a feature with a measurable target, for example answer accuracy on your support documents, and use the ${duration.trialBeforeNoun} paid trial to build an evaluation set and a first improvement against it. It shows method and engineering quality quickly. 90-96% of trials convert to long-term hires.`,
      },
      {
        question: "What do companies save on NLP talent?",
        answer:
          "{{employerSavings}} About 95% of our placements stay beyond six months, so the evaluation sets and pipelines they build keep an owner.",
      },
    ],
    seoTitle: "Hire NLP Engineers from Latin America | LatamMatch",
    seoDescription: `Hire Latin American NLP engineers for RAG, search, extraction and LLM features. Vetted on evaluation and retrieval. ${duration.shortlistBeforeNoun} shortlist, paid trial.`,
    opportunityExamples: [
      {
        title: "Senior NLP Engineer, Retrieval and Search",
        type: "Full-Time",
        location: "Remote",
        rate: "$58/hour",
        stack: "Python · OpenSearch · sentence-transformers · FastAPI",
      },
      {
        title: "NLP Engineer, Document Extraction",
        type: "Contract",
        location: "Remote",
        rate: "$52/hour",
        stack: "PyTorch · Hugging Face Transformers · spaCy",
      },
      {
        title: "LLM Application Engineer, Support Automation",
        type: "Full-Time",
        location: "Remote",
        rate: "$56/hour",
        stack: "LlamaIndex · pgvector · vLLM · Ragas",
      },
    ],
  },
  "computer-vision": {
    description:
      "Computer vision engineers build systems that understand images and video: detection, segmentation, OCR, tracking and visual inspection. LatamMatch CV engineers have trained and deployed vision models on real-world data, and they handle the unglamorous parts too, from labeling strategy and edge-device limits to failure cases in bad lighting.",
    technologies: [
      "Python",
      "PyTorch",
      "TensorFlow",
      "OpenCV",
      "Ultralytics YOLO",
      "Detectron2",
      "torchvision",
      "MMDetection",
      "Segment Anything",
      "ONNX Runtime",
      "TensorRT",
      "NVIDIA DeepStream",
      "OpenVINO",
      "CUDA",
      "CVAT",
      "Label Studio",
      "Roboflow",
      "FFmpeg",
      "Docker",
      "AWS",
    ],
    responsibilities: [
      "Build detection, segmentation, classification, OCR and tracking models for images and video",
      "Write labeling guidelines and work with annotation teams on dataset quality",
      "Train and evaluate models with metrics such as mAP and IoU, and study failure cases",
      "Optimize models for GPUs or edge devices with TensorRT, ONNX Runtime or OpenVINO",
      "Build video and image processing pipelines that cope with real camera conditions",
      "Monitor deployed models and set up data loops to retrain on hard examples",
    ],
    requirements: [
      "4+ years in computer vision or deep learning, with production deployments",
      "Strong Python, PyTorch and OpenCV",
      "Experience with modern detection and segmentation architectures",
      "Knowledge of model optimization and deployment: quantization, TensorRT and edge hardware",
      "Solid grounding in image processing, geometry and linear algebra",
      "B2+ English for technical discussions and written reports",
    ],
    faqs: [
      {
        question: "How do you assess computer vision engineers?",
        answer:
          "Candidates work with an image dataset that includes label noise and under-represented classes, train a detector and explain where it fails and why. A second interview covers deployment: how they would hit a frame-rate target on an edge device. About 3% of applicants pass.",
      },
      {
        question: "Can they deploy models on edge devices?",
        answer:
          "Many of our CV engineers have shipped to NVIDIA Jetson, mobile phones or industrial cameras, using TensorRT, ONNX Runtime or OpenVINO with quantization. If edge deployment is central to the role, say so and we shortlist only those with that experience.",
      },
      {
        question: "How quickly can we start interviewing?",
        answer: `We deliver 3-5 computer vision profiles within ${duration.shortlist}, matched to your use case, for example retail shelf analytics, document OCR, medical imaging or manufacturing inspection.`,
      },
      {
        question: "What is a good trial task for a CV engineer?",
        answer: `During the ${duration.trialBeforeNoun} paid trial, teams often ask for an error analysis of the current model plus a first round of improvements, or a proof of concept on a new camera feed. It reveals both research judgment and engineering discipline. 90-96% of trials lead to long-term hires.`,
      },
      {
        question: "What do companies save on computer vision hires?",
        answer: "{{employerSavings}}",
      },
    ],
    seoTitle: "Hire Computer Vision Engineers from LATAM | LatamMatch",
    seoDescription: `Hire Latin American computer vision engineers for detection, segmentation, OCR and edge deployment. ${duration.shortlistBeforeNoun} shortlist and a ${duration.trialBeforeNoun} paid trial.`,
    opportunityExamples: [
      {
        title: "Computer Vision Engineer, Retail Analytics",
        type: "Full-Time",
        location: "Remote",
        rate: "$52/hour",
        stack: "PyTorch · Ultralytics YOLO · OpenCV · AWS",
      },
      {
        title: "Senior CV Engineer, Edge Inference",
        type: "Full-Time",
        location: "Remote",
        rate: "$55/hour",
        stack: "TensorRT · NVIDIA DeepStream · C++ · CUDA",
      },
      {
        title: "Computer Vision Engineer, Document OCR",
        type: "Contract",
        location: "Remote",
        rate: "$48/hour",
        stack: "PyTorch · Detectron2 · Label Studio",
      },
    ],
  },
  automation: {
    description:
      "AI automation engineers connect language models to the tools your team already uses, automating work such as ticket triage, document processing, lead enrichment and internal reporting. LatamMatch automation engineers build with workflow platforms and with custom code, and design for what makes automations last: error handling, human review steps and clear logs.",
    technologies: [
      "Python",
      "TypeScript",
      "n8n",
      "Zapier",
      "Make",
      "Microsoft Power Automate",
      "UiPath",
      "OpenAI API",
      "LangChain",
      "LangGraph",
      "Retool",
      "Airtable",
      "Google Apps Script",
      "Slack API",
      "HubSpot",
      "Salesforce",
      "PostgreSQL",
      "AWS Lambda",
      "Docker",
    ],
    responsibilities: [
      "Map manual processes with operations teams and decide what can be automated safely",
      "Build workflows in n8n, Zapier, Make or custom code that connect CRMs, help desks and internal tools",
      "Integrate language models for classification, extraction, drafting and summarization steps",
      "Add human-in-the-loop review, fallbacks and alerts for low-confidence results",
      "Document each automation and monitor run history, errors and usage costs",
      "Measure time saved and iterate with the teams who rely on the automations",
    ],
    requirements: [
      "3+ years building integrations or automation, including 1+ year with LLM APIs",
      "Proficient Python or TypeScript, plus REST APIs, webhooks and OAuth",
      "Hands-on with at least one workflow platform: n8n, Zapier, Make or Power Automate",
      "Understanding of prompt design, structured outputs and evaluation of model-driven steps",
      "Awareness of data privacy and access control when handling company data",
      "B2+ English for working directly with non-technical stakeholders",
    ],
    faqs: [
      {
        question: "Do your automation engineers use no-code tools or write code?",
        answer:
          "Both, and they know when to switch. Simple hand-offs often belong in Zapier or Make where your operations team can see them; anything with branching logic, large volumes or sensitive data usually moves to n8n or custom Python and TypeScript services with tests and version control.",
      },
      {
        question: "How do you vet AI automation engineers?",
        answer:
          "Candidates automate a realistic back-office process, such as classifying inbound emails and creating CRM records, including a review queue for uncertain cases. We check error handling, cost awareness and how they document the flow for non-engineers. About 3% of applicants pass.",
      },
      {
        question: "How fast can an automation engineer start?",
        answer: `You get 3-5 matched profiles within ${duration.shortlist}. With a clear process in mind, most teams use the ${duration.trialBeforeNoun} paid trial to automate one workflow end to end, which makes the value easy to measure. 90-96% of trials become long-term engagements.`,
      },
      {
        question: "How do they keep automations safe with company data?",
        answer:
          "They apply least-privilege access, keep secrets out of workflow definitions, log what each run did, and route low-confidence or sensitive cases to a person. With our Comprehensive Staff Augmentation service, NDAs and IP protection are written into the contract.",
      },
      {
        question: "What does an AI automation engineer cost?",
        answer: "{{employerSavings}} About 95% of our placements are still active after six months.",
      },
    ],
    seoTitle: "Hire AI Automation Engineers from LATAM | LatamMatch",
    seoDescription: `Hire Latin American AI automation engineers who connect LLMs to your tools with n8n, Zapier and Python. ${duration.shortlistBeforeNoun} shortlist, ${duration.trialBeforeNoun} paid trial.`,
    opportunityExamples: [
      {
        title: "AI Automation Engineer, Revenue Operations",
        type: "Full-Time",
        location: "Remote",
        rate: "$44/hour",
        stack: "n8n · OpenAI API · HubSpot · Python",
      },
      {
        title: "Workflow Automation Specialist, Support Team",
        type: "Contract",
        location: "Remote",
        rate: "$40/hour",
        stack: "Zapier · Make · Zendesk · Airtable",
      },
      {
        title: "Senior Automation Engineer, Document Processing",
        type: "Full-Time",
        location: "Remote",
        rate: "$46/hour",
        stack: "Python · LangGraph · AWS Lambda · PostgreSQL",
      },
    ],
  },
  "data-science": {
    description:
      "Data scientists answer the questions that drive your roadmap and revenue: why customers churn, which price works, which experiment won and what next quarter will look like. LatamMatch data scientists pair rigorous statistics with business judgment, and they explain results in clear English to people who will never open the notebook.",
    technologies: [
      "Python",
      "R",
      "SQL",
      "pandas",
      "NumPy",
      "scikit-learn",
      "statsmodels",
      "SciPy",
      "XGBoost",
      "Prophet",
      "Jupyter",
      "Databricks",
      "Snowflake",
      "BigQuery",
      "Tableau",
      "Looker",
      "Power BI",
      "Streamlit",
      "Git",
    ],
    responsibilities: [
      "Design and analyze A/B tests, including power calculations and guardrail metrics",
      "Build predictive models for churn, lifetime value, demand or lead scoring",
      "Explore product and customer data to find opportunities and explain unexpected metric changes",
      "Produce forecasts that finance and operations can plan against",
      "Communicate findings through concise write-ups, dashboards and presentations",
      "Work with data engineers on the datasets and metric definitions analyses depend on",
    ],
    requirements: [
      "3+ years as a data scientist or quantitative analyst in a business setting",
      "Strong statistics: hypothesis testing, regression and the basics of causal inference",
      "Expert SQL and Python or R",
      "Experience presenting analysis to product and business leaders",
      "Familiarity with a cloud data warehouse and BI tools",
      "C1 English for writing and presenting recommendations",
    ],
    faqs: [
      {
        question: "How do you vet data scientists?",
        answer:
          "Candidates get a business question and a messy dataset, for example whether a pricing change reduced churn, and must choose the right method, check its assumptions and present a recommendation to a non-technical interviewer. Statistics fundamentals are probed live. Roughly 3% of applicants pass.",
      },
      {
        question: "Do we need a data scientist or a machine learning engineer?",
        answer:
          "If the output is a decision, such as which experiment won, what to forecast or where churn comes from, you want a data scientist. If the output is a model running inside your product, you want an ML engineer. Many roles mix the two; describe the work and we will recommend the profile.",
      },
      {
        question: "How quickly can we meet data science candidates?",
        answer: `Within ${duration.shortlist} we send 3-5 data scientists whose domain fits yours, such as subscription analytics, marketplaces, fintech risk or healthcare, and who know your warehouse and BI stack.`,
      },
      {
        question: "What is a good trial project for a data scientist?",
        answer: `A focused question with real data fits the ${duration.trialBeforeNoun} paid trial: a churn driver analysis, an experiment readout or a first forecast. You see rigor, speed and communication in one piece of work. 90-96% of trials continue into long-term roles.`,
      },
      {
        question: "What do companies save on data science hires?",
        answer:
          "{{employerSavings}} About 95% of our data scientists are still with their company after six months, which matters for a role that gets better the more it knows about your business.",
      },
    ],
    seoTitle: "Hire Data Scientists from Latin America | LatamMatch",
    seoDescription: `Hire Latin American data scientists for experimentation, forecasting and predictive modeling. Clear communicators, ${duration.shortlistBeforeNoun} shortlist, paid trial.`,
    opportunityExamples: [
      {
        title: "Senior Data Scientist, Experimentation",
        type: "Full-Time",
        location: "Remote",
        rate: "$52/hour",
        stack: "Python · SQL · statsmodels · Snowflake",
      },
      {
        title: "Data Scientist, Churn and Lifetime Value",
        type: "Full-Time",
        location: "Remote",
        rate: "$48/hour",
        stack: "scikit-learn · XGBoost · BigQuery · Looker",
      },
      {
        title: "Forecasting Data Scientist, Supply Chain",
        type: "Contract",
        location: "Remote",
        rate: "$45/hour",
        stack: "Python · Prophet · Databricks",
      },
    ],
  },
  mlops: {
    description:
      "MLOps engineers build the platform that lets data scientists and ML engineers train, deploy and monitor models reliably and repeatably. LatamMatch MLOps candidates combine DevOps depth in Kubernetes, infrastructure as code and CI/CD with hands-on knowledge of model registries, feature stores, GPU scheduling and model serving.",
    technologies: [
      "Python",
      "Kubernetes",
      "Docker",
      "Terraform",
      "MLflow",
      "Kubeflow",
      "Apache Airflow",
      "Ray",
      "KServe",
      "Seldon Core",
      "BentoML",
      "NVIDIA Triton Inference Server",
      "Feast",
      "Weights & Biases",
      "DVC",
      "Prometheus",
      "Grafana",
      "Amazon SageMaker",
      "Vertex AI",
      "GitHub Actions",
    ],
    responsibilities: [
      "Build training and deployment pipelines with automated tests and model validation gates",
      "Operate experiment tracking, model registries and feature stores",
      "Deploy and scale model serving, including GPU inference, autoscaling and canary releases",
      "Monitor models for latency, errors, data drift and prediction quality",
      "Control GPU and compute spend through scheduling, spot capacity and rightsizing",
      "Make training reproducible with versioned data, code, environments and models",
    ],
    requirements: [
      "4+ years in DevOps, platform or ML engineering, with 2+ years supporting ML workloads",
      "Strong Kubernetes, Docker and Terraform skills on AWS, GCP or Azure",
      "Hands-on with MLflow, Kubeflow, SageMaker, Vertex AI or similar platforms",
      "Experience serving models in production with Triton, KServe, BentoML or comparable tools",
      "Proficient Python and CI/CD pipeline design",
      "B2+ English for architecture discussions and runbooks",
    ],
    faqs: [
      {
        question: "How is an MLOps engineer different from a DevOps engineer?",
        answer:
          "The tooling overlaps, but MLOps adds problems DevOps rarely meets: versioning data and models, scheduling expensive GPUs, validating a model before it replaces the current one, and detecting drift when the code has not changed at all. Our MLOps candidates have run both kinds of systems.",
      },
      {
        question: "How do you vet MLOps engineers?",
        answer:
          "Candidates take a model handed over as a notebook and turn it into a reproducible training pipeline and a served endpoint with monitoring, then walk us through how they would roll back a bad model. Only about 3% of applicants clear the full process.",
      },
      {
        question: "How quickly can you find someone for our ML platform?",
        answer: `Tell us your cloud, orchestrator and serving stack, and within ${duration.shortlist} you receive 3-5 MLOps engineers who have run something close to it, whether that is SageMaker pipelines, Kubeflow on GKE or Ray with Triton on your own clusters.`,
      },
      {
        question: "What can an MLOps engineer deliver in the trial?",
        answer: `A ${duration.trialBeforeNoun} paid trial is enough to automate one model's path from training to staging, or to add monitoring and alerting to a model already serving traffic. It shows platform judgment early. 90-96% of trials convert to long-term hires.`,
      },
      {
        question: "How much does an MLOps engineer from Latin America save?",
        answer: "{{employerSavings}} About 95% of our MLOps placements are still in place after six months.",
      },
    ],
    seoTitle: "Hire MLOps Engineers from Latin America | LatamMatch",
    seoDescription: `Hire Latin American MLOps engineers for model pipelines, serving and monitoring on Kubernetes and cloud ML platforms. ${duration.shortlistBeforeNoun} shortlist, paid trial.`,
    opportunityExamples: [
      {
        title: "Senior MLOps Engineer, ML Platform",
        type: "Full-Time",
        location: "Remote",
        rate: "$56/hour",
        stack: "Kubernetes · Kubeflow · MLflow · Terraform",
      },
      {
        title: "MLOps Engineer, GPU Inference",
        type: "Full-Time",
        location: "Remote",
        rate: "$57/hour",
        stack: "NVIDIA Triton Inference Server · KServe · AWS",
      },
      {
        title: "MLOps Engineer, Pipeline Automation",
        type: "Contract",
        location: "Remote",
        rate: "$51/hour",
        stack: "Vertex AI · Apache Airflow · DVC · GitHub Actions",
      },
    ],
  },
} satisfies StackDetails<AiSpecialistStackSlug>;
