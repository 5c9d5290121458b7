/**
 * The professions of the matching evaluation set (issue 32 item 6): how people and clients of a Belgian staffing
 * firm write them, in French, English and Dutch, with the variants real CVs and job ads use. Written for the
 * evaluation by hand, apart from the matching vocabulary (src/server/matching/vocabulary.ts): the generator
 * (generate.ts) draws from these phrases, never from the vocabulary, so the evaluation measures how well the
 * vocabulary covers what people write, not itself. Licence: MIT, like the repository.
 */
export type Lang = 'fr' | 'en' | 'nl';
export type Phrases = Record<Lang, string[]>;

export interface Family {
  key: string;
  /** Job titles as written in ads and CVs (several spellings each). */
  titles: Phrases;
  /** The skills of the trade, one entry per skill, each with its ways of writing it per language. */
  skills: Phrases[];
  /** What the work is, in a sentence fragment ("building payment services"). */
  work: Phrases;
  /** Employers a CV of this trade names. */
  employers: string[];
}

const same = (...words: string[]): Phrases => ({ fr: words, en: words, nl: words });

export const FAMILIES: Family[] = [
  {
    key: 'java-dev',
    titles: {
      fr: ['Développeur Java', 'Développeuse Java/JEE', 'Ingénieur logiciel Java', 'Développeur back-end Java'],
      en: ['Java Developer', 'Backend Engineer (Java)', 'Java Software Engineer'],
      nl: ['Java-ontwikkelaar', 'Java developer', 'Back-end ontwikkelaar Java', 'Software engineer Java'],
    },
    skills: [
      same('Java', 'Java 17', 'Java 11'),
      same('Spring Boot', 'Spring', 'Spring Framework'),
      same('Hibernate', 'JPA/Hibernate'),
      same('Java EE', 'JEE', 'J2EE', 'Jakarta EE'),
      same('Maven', 'Gradle'),
      { fr: ['API REST', 'services REST'], en: ['REST APIs', 'RESTful services'], nl: ["REST-API's", 'REST services'] },
      { fr: ['microservices', 'architecture microservices'], en: ['microservices'], nl: ['microservices'] },
      same('PostgreSQL', 'Oracle SQL'),
    ],
    work: {
      fr: ['le développement de services back-end', 'la refonte d’une plateforme de paiements'],
      en: ['building back-end services', 'rewriting a payments platform'],
      nl: ['de ontwikkeling van back-end diensten', 'het herschrijven van een betaalplatform'],
    },
    employers: ['Worldline', 'Smals', 'Ethias', 'Belfius', 'Cegeka'],
  },
  {
    key: 'dotnet-dev',
    titles: {
      fr: ['Développeur .NET', 'Développeur C# .Net', 'Analyste-développeur .NET'],
      en: ['.NET Developer', 'C# Developer', 'Software Engineer .NET'],
      nl: ['.NET-ontwikkelaar', 'C# ontwikkelaar', '.Net developer'],
    },
    skills: [
      same('C#', 'C# 10'),
      same('.NET', '.NET Core', '.Net 6', 'dotnet'),
      same('ASP.NET MVC', 'ASP.NET Core', 'ASP.Net'),
      same('Entity Framework', 'EF Core'),
      same('SQL Server', 'MS SQL', 'T-SQL'),
      same('Azure', 'Microsoft Azure', 'Azure DevOps'),
      same('Visual Studio'),
    ],
    work: {
      fr: ['des applications métier pour le secteur public', 'un portail client'],
      en: ['line-of-business applications for the public sector', 'a customer portal'],
      nl: ['bedrijfsapplicaties voor de overheid', 'een klantenportaal'],
    },
    employers: ['NRB', 'Inetum', 'Securex', 'Partena', 'Proximus'],
  },
  {
    key: 'frontend-dev',
    titles: {
      fr: ['Développeur front-end', 'Développeuse frontend React', 'Intégrateur web'],
      en: ['Front-end Developer', 'Frontend Engineer', 'React Developer'],
      nl: ['Front-end ontwikkelaar', 'Frontend developer', 'Webontwikkelaar front-end'],
    },
    skills: [
      same('JavaScript', 'JS (ES6)'),
      same('TypeScript'),
      same('React', 'React.js', 'ReactJS'),
      same('Angular', 'AngularJS'),
      same('HTML/CSS', 'HTML5 et CSS3', 'HTML5, CSS3', 'Sass'),
      same('Vue.js', 'Vue'),
      { fr: ['accessibilité web', 'WCAG'], en: ['web accessibility', 'WCAG'], nl: ['webtoegankelijkheid', 'WCAG'] },
    ],
    work: {
      fr: ['des interfaces web réactives', 'le site e-commerce'],
      en: ['responsive web interfaces', 'the e-commerce site'],
      nl: ['responsieve webinterfaces', 'de webshop'],
    },
    employers: ['Colruyt', 'Bol.com', 'In The Pocket', 'Delhaize', 'Telenet'],
  },
  {
    key: 'data-analyst',
    titles: {
      fr: ['Data analyst', 'Analyste de données', 'Data scientist'],
      en: ['Data Analyst', 'Data Scientist', 'BI Analyst'],
      nl: ['Data-analist', 'Data analist', 'Data scientist'],
    },
    skills: [
      same('Python', 'Python (pandas)'),
      same('SQL'),
      same('Power BI', 'PowerBI'),
      same('Tableau'),
      { fr: ['machine learning', 'apprentissage automatique'], en: ['machine learning'], nl: ['machine learning'] },
      {
        fr: ['statistiques', 'analyse statistique'],
        en: ['statistics', 'statistical analysis'],
        nl: ['statistiek', 'statistische analyse'],
      },
      same('pandas', 'scikit-learn'),
    ],
    work: {
      fr: ['les tableaux de bord de la direction', 'la prévision des ventes'],
      en: ['management dashboards', 'sales forecasting'],
      nl: ['dashboards voor de directie', 'verkoopvoorspellingen'],
    },
    employers: ['AB InBev', 'Proximus', 'KBC', 'Mediahuis', 'UCB'],
  },
  {
    key: 'sysadmin',
    titles: {
      fr: ['Administrateur système', 'Administrateur systèmes et réseaux', 'Ingénieur système Windows'],
      en: ['System Administrator', 'Systems Engineer', 'IT Infrastructure Administrator'],
      nl: ['Systeembeheerder', 'Systeem- en netwerkbeheerder', 'System engineer'],
    },
    skills: [
      same('Windows Server', 'Windows Server 2019'),
      same('Linux', 'Red Hat', 'Ubuntu Server'),
      same('Active Directory', 'AD/GPO'),
      same('VMware', 'vSphere', 'Hyper-V'),
      same('PowerShell'),
      {
        fr: ['réseaux', 'TCP/IP', 'administration réseau'],
        en: ['networking', 'TCP/IP', 'network administration'],
        nl: ['netwerken', 'TCP/IP', 'netwerkbeheer'],
      },
      { fr: ['sauvegardes', 'Veeam'], en: ['backups', 'Veeam'], nl: ['back-ups', 'Veeam'] },
    ],
    work: {
      fr: ['un parc de 300 serveurs', 'la migration vers Windows Server 2022'],
      en: ['an estate of 300 servers', 'the move to Windows Server 2022'],
      nl: ['een park van 300 servers', 'de migratie naar Windows Server 2022'],
    },
    employers: ['Cegeka', 'Realdolmen', 'CHU de Liège', 'UZ Leuven', 'Ville de Namur'],
  },
  {
    key: 'devops',
    titles: {
      fr: ['Ingénieur DevOps', 'DevOps engineer', 'Ingénieur cloud'],
      en: ['DevOps Engineer', 'Cloud Engineer', 'Site Reliability Engineer'],
      nl: ['DevOps engineer', 'Cloud engineer', 'DevOps-ingenieur'],
    },
    skills: [
      same('Docker'),
      same('Kubernetes', 'K8s', 'OpenShift'),
      same('AWS', 'Amazon Web Services'),
      same('Terraform', 'Ansible'),
      same('CI/CD', 'GitLab CI', 'Jenkins'),
      same('Linux'),
      same('Prometheus', 'Grafana'),
    ],
    work: {
      fr: ['l’automatisation des déploiements', 'la plateforme cloud'],
      en: ['deployment automation', 'the cloud platform'],
      nl: ['automatisatie van deployments', 'het cloudplatform'],
    },
    employers: ['Skyline Communications', 'Odoo', 'Showpad', 'Euroclear', 'Telenet'],
  },
  {
    key: 'helpdesk',
    titles: {
      fr: ['Technicien helpdesk', 'Technicienne support IT', 'Agent de support informatique'],
      en: ['Helpdesk Technician', 'IT Support Specialist', 'Service Desk Agent'],
      nl: ['Helpdeskmedewerker', 'IT-supportmedewerker', 'Servicedesk medewerker'],
    },
    skills: [
      {
        fr: ['support aux utilisateurs', 'assistance aux utilisateurs'],
        en: ['user support', 'end-user support'],
        nl: ['gebruikersondersteuning', 'ondersteuning van gebruikers'],
      },
      same('Windows 10', 'Windows 11'),
      same('Office 365', 'Microsoft 365'),
      same('ITIL', 'ITIL v4'),
      same('ServiceNow', 'TOPdesk'),
      {
        fr: ['dépannage', 'résolution d’incidents'],
        en: ['troubleshooting', 'incident resolution'],
        nl: ['probleemoplossing', 'incidentbeheer'],
      },
      {
        fr: ['installation de postes de travail', 'matériel informatique'],
        en: ['workstation set-up', 'hardware'],
        nl: ['installatie van werkposten', 'hardware'],
      },
    ],
    work: {
      fr: ['le support de 800 utilisateurs', 'le premier niveau de support'],
      en: ['support for 800 users', 'first-line support'],
      nl: ['ondersteuning van 800 gebruikers', 'eerstelijnsondersteuning'],
    },
    employers: ['Fujitsu', 'Computacenter', 'Ville de Bruxelles', 'Provincie Antwerpen', 'Atos'],
  },
  {
    key: 'sap-fico',
    titles: {
      fr: ['Consultant SAP FI/CO', 'Consultante SAP finance', 'Consultant fonctionnel SAP FICO'],
      en: ['SAP FI/CO Consultant', 'SAP Finance Consultant', 'SAP FICO functional consultant'],
      nl: ['SAP FI/CO consultant', 'SAP Finance consultant', 'Functioneel consultant SAP FICO'],
    },
    skills: [
      same('SAP FI', 'SAP-FI', 'FI'),
      same('SAP CO', 'SAP-CO', 'CO-PA'),
      same('S/4HANA', 'SAP S/4 HANA'),
      {
        fr: ['comptabilité générale', 'grand livre'],
        en: ['general ledger', 'GL'],
        nl: ['grootboek', 'algemene boekhouding'],
      },
      { fr: ['paramétrage', 'customizing'], en: ['customizing', 'configuration'], nl: ['customizing', 'configuratie'] },
      {
        fr: ['contrôle de gestion', 'controlling'],
        en: ['controlling', 'management accounting'],
        nl: ['controlling', 'beheerscontrole'],
      },
    ],
    work: {
      fr: ['la migration vers S/4HANA', 'le déploiement SAP dans quatre filiales'],
      en: ['the move to S/4HANA', 'rolling SAP out to four subsidiaries'],
      nl: ['de migratie naar S/4HANA', 'de uitrol van SAP in vier dochterbedrijven'],
    },
    employers: ['Deloitte', 'Accenture', 'Solvay', 'Umicore', 'Delaware'],
  },
  {
    key: 'accountant',
    titles: {
      fr: ['Comptable', 'Comptable fournisseurs', 'Aide-comptable', 'Employé comptable'],
      en: ['Accountant', 'Accounts Payable Accountant', 'Bookkeeper'],
      nl: ['Boekhouder', 'Boekhoudkundig medewerker', 'Accountant', 'Boekhoudster'],
    },
    skills: [
      {
        fr: ['comptabilité', 'tenue de la comptabilité'],
        en: ['accounting', 'bookkeeping'],
        nl: ['boekhouding', 'boekhouden'],
      },
      { fr: ['TVA', 'déclarations TVA'], en: ['VAT', 'VAT returns'], nl: ['btw', 'btw-aangiftes'] },
      {
        fr: ['clôtures mensuelles', 'bilan'],
        en: ['month-end closing', 'year-end closing'],
        nl: ['maandafsluitingen', 'jaarafsluiting'],
      },
      same('Winbooks', 'BOB 50', 'Exact Online', 'Octopus'),
      same('Excel'),
      {
        fr: ['comptabilité fournisseurs', 'factures fournisseurs'],
        en: ['accounts payable', 'supplier invoices'],
        nl: ['leveranciersboekhouding', 'aankoopfacturen'],
      },
      { fr: ['rapprochements bancaires'], en: ['bank reconciliations'], nl: ['bankreconciliaties'] },
    ],
    work: {
      fr: ['la comptabilité de trois PME', 'les clôtures et la TVA'],
      en: ['the books of three small businesses', 'closings and VAT'],
      nl: ['de boekhouding van drie kmo’s', 'de afsluitingen en de btw'],
    },
    employers: ['Fiduciaire Lemaire', 'Accountantskantoor Peeters', 'BDO', 'Mazars', 'Groupe Mestdagh'],
  },
  {
    key: 'controller',
    titles: {
      fr: ['Contrôleur de gestion', 'Contrôleuse de gestion', 'Business controller'],
      en: ['Financial Controller', 'Business Controller', 'FP&A Analyst'],
      nl: ['Controller', 'Financieel controller', 'Business controller'],
    },
    skills: [
      {
        fr: ['budget', 'élaboration du budget'],
        en: ['budgeting', 'budget preparation'],
        nl: ['budgettering', 'opmaak van het budget'],
      },
      {
        fr: ['reporting financier', 'reporting mensuel'],
        en: ['financial reporting', 'monthly reporting'],
        nl: ['financiële rapportering', 'maandelijkse rapportering'],
      },
      { fr: ['analyse des écarts'], en: ['variance analysis'], nl: ['afwijkingsanalyse', 'variantieanalyse'] },
      same('IFRS'),
      { fr: ['consolidation'], en: ['consolidation'], nl: ['consolidatie'] },
      same('Excel', 'Excel avancé'),
      same('Power BI'),
    ],
    work: {
      fr: ['le budget et les prévisions', 'le reporting du groupe'],
      en: ['budget and forecasts', 'group reporting'],
      nl: ['het budget en de forecasts', 'de groepsrapportering'],
    },
    employers: ['Carmeuse', 'Bekaert', 'Etex', 'Lotus Bakeries', 'Spadel'],
  },
  {
    key: 'payroll',
    titles: {
      fr: ['Gestionnaire de paie', 'Gestionnaire salaires', 'Payroll officer'],
      en: ['Payroll Officer', 'Payroll Specialist', 'Payroll Administrator'],
      nl: ['Payroll medewerker', 'Loonadministrateur', 'Payroll consultant'],
    },
    skills: [
      {
        fr: ['paie', 'calcul des salaires'],
        en: ['payroll', 'salary calculation'],
        nl: ['loonadministratie', 'loonberekening'],
      },
      {
        fr: ['législation sociale', 'droit social'],
        en: ['social legislation', 'Belgian labour law'],
        nl: ['sociale wetgeving', 'arbeidsrecht'],
      },
      same('DIMONA', 'DmfA'),
      same('SD Worx', 'Partena', 'Securex', 'Acerta'),
      same('Excel'),
      { fr: ['administration du personnel'], en: ['personnel administration'], nl: ['personeelsadministratie'] },
    ],
    work: {
      fr: ['la paie de 400 employés', 'la paie des ouvriers et employés'],
      en: ['payroll for 400 employees', 'blue- and white-collar payroll'],
      nl: ['de lonen van 400 werknemers', 'de loonadministratie van arbeiders en bedienden'],
    },
    employers: ['SD Worx', 'Partena Professional', 'Securex', 'Acerta', 'Liantis'],
  },
  {
    key: 'recruiter',
    titles: {
      fr: ['Recruteur', 'Recruteuse IT', 'Chargé de recrutement', 'Talent acquisition specialist'],
      en: ['Recruiter', 'Talent Acquisition Specialist', 'IT Recruiter'],
      nl: ['Recruiter', 'Rekruteerder', 'Talent acquisition specialist', 'HR-consulent werving'],
    },
    skills: [
      {
        fr: ['recrutement', 'recrutement et sélection'],
        en: ['recruitment', 'recruiting'],
        nl: ['werving en selectie', 'rekrutering'],
      },
      { fr: ['sourcing', 'chasse de têtes'], en: ['sourcing', 'headhunting'], nl: ['sourcing', 'headhunting'] },
      same('LinkedIn Recruiter', 'LinkedIn'),
      {
        fr: ['entretiens de sélection', 'entretiens'],
        en: ['interviewing', 'candidate interviews'],
        nl: ['selectiegesprekken', 'sollicitatiegesprekken'],
      },
      same('ATS', 'SmartRecruiters', 'Greenhouse'),
      { fr: ['employer branding', 'marque employeur'], en: ['employer branding'], nl: ['employer branding'] },
    ],
    work: {
      fr: ['le recrutement de profils IT', 'une cinquantaine d’embauches par an'],
      en: ['hiring IT profiles', 'some fifty hires a year'],
      nl: ['de rekrutering van IT-profielen', 'een vijftigtal aanwervingen per jaar'],
    },
    employers: ['Randstad', 'Hays', 'Robert Walters', 'Start People', 'Unique'],
  },
  {
    key: 'project-manager',
    titles: {
      fr: ['Chef de projet IT', 'Cheffe de projet informatique', 'Gestionnaire de projet'],
      en: ['IT Project Manager', 'Project Manager', 'Delivery Manager'],
      nl: ['IT-projectleider', 'Projectmanager', 'Projectleider ICT'],
    },
    skills: [
      {
        fr: ['gestion de projet', 'pilotage de projets'],
        en: ['project management'],
        nl: ['projectmanagement', 'projectbeheer'],
      },
      same('PRINCE2', 'Prince 2', 'PMP'),
      same('Agile', 'Scrum', 'SAFe'),
      {
        fr: ['gestion budgétaire', 'suivi du budget'],
        en: ['budget control', 'budget follow-up'],
        nl: ['budgetopvolging', 'budgetbeheer'],
      },
      { fr: ['gestion des parties prenantes'], en: ['stakeholder management'], nl: ['stakeholdermanagement'] },
      same('MS Project', 'Jira'),
      { fr: ['gestion des risques'], en: ['risk management'], nl: ['risicobeheer'] },
    ],
    work: {
      fr: ['des projets de transformation', 'la migration d’un ERP'],
      en: ['transformation projects', 'an ERP migration'],
      nl: ['transformatieprojecten', 'een ERP-migratie'],
    },
    employers: ['Proximus', 'SNCB', 'Fluvius', 'Elia', 'BNP Paribas Fortis'],
  },
  {
    key: 'business-analyst',
    titles: {
      fr: ['Analyste business', 'Business analyst', 'Analyste fonctionnel'],
      en: ['Business Analyst', 'Functional Analyst', 'IT Business Analyst'],
      nl: ['Business analist', 'Functioneel analist', 'Business analyst'],
    },
    skills: [
      {
        fr: ['analyse des besoins', 'recueil des exigences'],
        en: ['requirements analysis', 'requirements gathering'],
        nl: ['behoefteanalyse', 'requirements analyse'],
      },
      same('BPMN'),
      same('UML'),
      same('user stories'),
      same('SQL'),
      {
        fr: ['tests d’acceptation', 'recette'],
        en: ['user acceptance testing', 'UAT'],
        nl: ['acceptatietesten', 'UAT'],
      },
      { fr: ['modélisation des processus'], en: ['process modelling'], nl: ['procesmodellering'] },
    ],
    work: {
      fr: ['la digitalisation des processus', 'un nouveau système de facturation'],
      en: ['digitising processes', 'a new billing system'],
      nl: ['de digitalisering van processen', 'een nieuw facturatiesysteem'],
    },
    employers: ['AG Insurance', 'Ethias', 'SPF Finances', 'Vlaamse overheid', 'KBC'],
  },
  {
    key: 'tester',
    titles: {
      fr: ['Testeur logiciel', 'Ingénieur QA', 'Analyste testeur'],
      en: ['QA Engineer', 'Software Tester', 'Test Automation Engineer'],
      nl: ['Software tester', 'Testanalist', 'QA engineer'],
    },
    skills: [
      {
        fr: ['tests automatisés', 'automatisation des tests'],
        en: ['test automation', 'automated testing'],
        nl: ['testautomatisatie', 'geautomatiseerd testen'],
      },
      same('Selenium', 'Selenium WebDriver'),
      same('ISTQB'),
      same('Cypress', 'Playwright'),
      { fr: ['plans de test', 'cas de test'], en: ['test plans', 'test cases'], nl: ['testplannen', 'testgevallen'] },
      same('Jira', 'Xray'),
      { fr: ['tests de non-régression'], en: ['regression testing'], nl: ['regressietesten'] },
    ],
    work: {
      fr: ['la qualité des applications mobiles', 'les tests d’un core banking'],
      en: ['quality of the mobile apps', 'testing a core banking system'],
      nl: ['de kwaliteit van de mobiele apps', 'het testen van een core banking systeem'],
    },
    employers: ['Sogeti', 'CTG', 'Argenta', 'bpost', 'Belfius'],
  },
  {
    key: 'sales',
    titles: {
      fr: ['Commercial B2B', 'Délégué commercial', 'Account manager', 'Représentant commercial'],
      en: ['Sales Representative', 'Account Manager', 'Business Developer'],
      nl: ['Vertegenwoordiger', 'Accountmanager', 'Commercieel medewerker buitendienst', 'Verkoper B2B'],
    },
    skills: [
      {
        fr: ['prospection', 'développement commercial'],
        en: ['prospecting', 'business development'],
        nl: ['prospectie', 'nieuwe klanten werven'],
      },
      { fr: ['négociation'], en: ['negotiation'], nl: ['onderhandelen', 'onderhandeling'] },
      same('Salesforce', 'CRM'),
      same('B2B'),
      { fr: ['permis B'], en: ['driving licence'], nl: ['rijbewijs B'] },
      { fr: ['gestion de portefeuille clients'], en: ['key account management'], nl: ['klantenportefeuille beheren'] },
    ],
    work: {
      fr: ['un portefeuille de 120 clients', 'la vente de solutions d’impression'],
      en: ['a book of 120 clients', 'selling print solutions'],
      nl: ['een portefeuille van 120 klanten', 'de verkoop van printoplossingen'],
    },
    employers: ['Ricoh', 'Lyreco', 'Vandemoortele', 'Würth', 'Hilti'],
  },
  {
    key: 'customer-service',
    titles: {
      fr: ['Agent service clientèle', 'Conseiller clientèle', 'Employé call center'],
      en: ['Customer Service Agent', 'Customer Service Representative', 'Contact Centre Agent'],
      nl: ['Klantendienstmedewerker', 'Medewerker klantenservice', 'Callcenter medewerker'],
    },
    skills: [
      {
        fr: ['service client', 'relation client'],
        en: ['customer service', 'customer care'],
        nl: ['klantendienst', 'klantenservice'],
      },
      {
        fr: ['centre d’appels', 'call center'],
        en: ['call centre', 'contact centre'],
        nl: ['callcenter', 'contactcenter'],
      },
      {
        fr: ['gestion des réclamations', 'traitement des plaintes'],
        en: ['complaint handling'],
        nl: ['klachtenbehandeling'],
      },
      same('CRM', 'Salesforce Service Cloud', 'Zendesk'),
      { fr: ['bilingue français-néerlandais'], en: ['bilingual French-Dutch'], nl: ['tweetalig Nederlands-Frans'] },
      { fr: ['écoute active'], en: ['active listening'], nl: ['actief luisteren'] },
    ],
    work: {
      fr: ['les appels entrants des clients', 'le suivi des commandes'],
      en: ['inbound customer calls', 'order follow-up'],
      nl: ['inkomende klantenoproepen', 'de opvolging van bestellingen'],
    },
    employers: ['Engie', 'Luminus', 'Orange Belgium', 'Telenet', 'Zalando'],
  },
  {
    key: 'warehouse',
    titles: {
      fr: ['Magasinier', 'Cariste', 'Préparateur de commandes', 'Opérateur logistique'],
      en: ['Warehouse Operative', 'Forklift Driver', 'Order Picker'],
      nl: ['Magazijnier', 'Heftruckchauffeur', 'Orderpicker', 'Logistiek medewerker'],
    },
    skills: [
      {
        fr: ['chariot élévateur', 'permis cariste'],
        en: ['forklift', 'forklift licence'],
        nl: ['heftruck', 'heftruckattest'],
      },
      {
        fr: ['préparation de commandes', 'picking'],
        en: ['order picking', 'picking'],
        nl: ['orderpicking', 'orders verzamelen'],
      },
      {
        fr: ['réception des marchandises'],
        en: ['goods receipt', 'goods-in'],
        nl: ['goederenontvangst', 'ontvangst van goederen'],
      },
      { fr: ['scanner', 'gestion de stock'], en: ['hand scanner', 'stock control'], nl: ['scanner', 'voorraadbeheer'] },
      same('WMS', 'SAP EWM'),
      same('VCA', 'VCA basis'),
      { fr: ['transpalette électrique'], en: ['electric pallet truck'], nl: ['elektrische transpallet'] },
    ],
    work: {
      fr: ['un entrepôt de 20 000 m²', 'l’expédition des commandes'],
      en: ['a 20,000 m² warehouse', 'shipping orders'],
      nl: ['een magazijn van 20.000 m²', 'de verzending van bestellingen'],
    },
    employers: ['DHL', 'Katoen Natie', 'H.Essers', 'Colruyt', 'Kuehne+Nagel'],
  },
  {
    key: 'electrician',
    titles: {
      fr: ['Électricien', 'Électricien industriel', 'Électricien du bâtiment'],
      en: ['Electrician', 'Industrial Electrician', 'Building Electrician'],
      nl: ['Elektricien', 'Industrieel elektricien', 'Residentieel elektricien'],
    },
    skills: [
      {
        fr: ['installations électriques'],
        en: ['electrical installations', 'electrical wiring'],
        nl: ['elektrische installaties', 'bekabeling'],
      },
      same('BA4', 'BA5', 'BA4/BA5'),
      {
        fr: ['lecture de schémas', 'lecture de plans'],
        en: ['reading schematics', 'wiring diagrams'],
        nl: ["schema's lezen", 'elektrische schema’s'],
      },
      { fr: ['domotique'], en: ['home automation'], nl: ['domotica'] },
      {
        fr: ['tableaux électriques'],
        en: ['distribution boards', 'switchboards'],
        nl: ['verdeelborden', 'elektrische borden'],
      },
      same('RGIE', 'AREI'),
      same('VCA'),
    ],
    work: {
      fr: ['des chantiers résidentiels', 'l’installation de bornes de recharge'],
      en: ['housing sites', 'installing charging points'],
      nl: ['residentiële werven', 'de plaatsing van laadpalen'],
    },
    employers: ['Equans', 'Cegelec', 'Vinci Energies', 'Elektro Claes', 'Dherte'],
  },
  {
    key: 'maintenance',
    titles: {
      fr: ['Technicien de maintenance', 'Électromécanicien', 'Mécanicien de maintenance'],
      en: ['Maintenance Technician', 'Electromechanical Technician', 'Maintenance Engineer'],
      nl: ['Onderhoudstechnicus', 'Elektromecanicien', 'Technieker onderhoud'],
    },
    skills: [
      {
        fr: ['maintenance préventive', 'maintenance curative'],
        en: ['preventive maintenance', 'corrective maintenance'],
        nl: ['preventief onderhoud', 'correctief onderhoud'],
      },
      { fr: ['mécanique'], en: ['mechanics'], nl: ['mechanica'] },
      { fr: ['hydraulique'], en: ['hydraulics'], nl: ['hydraulica'] },
      { fr: ['pneumatique'], en: ['pneumatics'], nl: ['pneumatica'] },
      same('PLC', 'Siemens S7', 'automates programmables'),
      { fr: ['électromécanique'], en: ['electromechanics'], nl: ['elektromechanica'] },
      same('GMAO', 'CMMS', 'SAP PM'),
    ],
    work: {
      fr: ['les lignes de production', 'le dépannage des machines'],
      en: ['the production lines', 'machine breakdowns'],
      nl: ['de productielijnen', 'het herstellen van machinepannes'],
    },
    employers: ['Audi Brussels', 'Volvo Gent', 'AGC Glass', 'Aperam', 'Puratos'],
  },
];

/** People of other trades, who fit none of the evaluation's jobs (the pool is never only the right people). */
export const OTHER_TRADES: { lang: Lang; title: string; lines: string[] }[] = [
  {
    lang: 'fr',
    title: 'Infirmière en soins intensifs',
    lines: ['Soins aux patients en unité de soins intensifs', 'Gestion des traitements et surveillance'],
  },
  {
    lang: 'nl',
    title: 'Verpleegkundige',
    lines: ['Patiëntenzorg op de afdeling geriatrie', 'Medicatiebeheer en wondzorg'],
  },
  {
    lang: 'en',
    title: 'Chef de partie',
    lines: ['Running the hot kitchen of a 90-cover restaurant', 'Menu costing and HACCP'],
  },
  { lang: 'fr', title: 'Cuisinier', lines: ['Préparation des plats en brasserie', 'Respect des normes AFSCA'] },
  {
    lang: 'nl',
    title: 'Leerkracht lager onderwijs',
    lines: ['Lesgeven in het vierde leerjaar', 'Oudercontacten en klasorganisatie'],
  },
  {
    lang: 'fr',
    title: 'Institutrice maternelle',
    lines: ['Animation d’une classe de 22 enfants', 'Projets pédagogiques'],
  },
  { lang: 'en', title: 'Graphic Designer', lines: ['Brand identities and packaging', 'Adobe Illustrator, InDesign'] },
  { lang: 'nl', title: 'Kapster', lines: ['Knippen, kleuren en brushen', 'Klantenadvies in het salon'] },
  {
    lang: 'fr',
    title: 'Aide-soignant',
    lines: ['Toilettes et accompagnement des résidents', 'Travail en maison de repos'],
  },
  { lang: 'en', title: 'Journalist', lines: ['Reporting on local politics', 'Interviews and long reads'] },
  { lang: 'nl', title: 'Buschauffeur', lines: ['Lijndienst voor De Lijn', 'Rijbewijs D en vakbekwaamheid'] },
  { lang: 'fr', title: 'Boulanger', lines: ['Fabrication du pain et des viennoiseries', 'Travail de nuit'] },
  { lang: 'en', title: 'Physiotherapist', lines: ['Sports injuries and rehabilitation', 'Private practice'] },
  { lang: 'nl', title: 'Tuinaannemer', lines: ['Aanleg en onderhoud van tuinen', 'Snoeien en grasmaaien'] },
  { lang: 'fr', title: 'Agent immobilier', lines: ['Visites et estimations de biens', 'Mandats de vente'] },
  { lang: 'en', title: 'Pharmacist', lines: ['Dispensing and advice in a community pharmacy', 'Stock and ordering'] },
  { lang: 'nl', title: 'Schilder-decorateur', lines: ['Binnen- en buitenschilderwerken', 'Behangen en afwerking'] },
  { lang: 'fr', title: 'Esthéticienne', lines: ['Soins du visage et épilations', 'Conseil en cosmétiques'] },
];

/** CVs written in none of the three languages: matching must give them nothing rather than fail. */
export const FOURTH_LANGUAGE_CVS: string[] = [
  'Lebenslauf\nSoftwareentwickler mit fünf Jahren Berufserfahrung in der Entwicklung von Webanwendungen.\nKenntnisse: Programmierung, Datenbanken, Projektarbeit im Team.\nSprachen: Deutsch (Muttersprache)',
  'Currículum\nContable con experiencia en empresas de servicios.\nConocimientos: contabilidad general, impuestos, cierre mensual.\nIdiomas: español, portugués',
];

export const REGIONS: Record<Lang, string[]> = {
  fr: ['Bruxelles', 'Liège', 'Namur', 'Charleroi', 'Mons', 'Wavre', 'Anvers', 'Gand'],
  en: ['Brussels', 'Antwerp', 'Ghent', 'Leuven', 'Liège', 'Namur', 'Mechelen'],
  nl: ['Antwerpen', 'Gent', 'Brussel', 'Leuven', 'Hasselt', 'Brugge', 'Mechelen', 'Luik'],
};

export const SENIORITY_WORDS: Record<Lang, [string[], string[], string[]]> = {
  fr: [
    ['junior', 'débutant'],
    ['confirmé', 'expérimenté'],
    ['senior', 'expert'],
  ],
  en: [
    ['junior', 'entry-level'],
    ['mid-level', 'experienced'],
    ['senior', 'lead'],
  ],
  nl: [
    ['junior', 'starter'],
    ['medior', 'ervaren'],
    ['senior', 'expert'],
  ],
};
