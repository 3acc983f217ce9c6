"""Sample contracts: an English master services agreement and a bilingual Arabic/English
supply agreement. All parties, addresses, registration numbers and figures are fictional.
"""

from __future__ import annotations

from sample_docs.docmodel import Block, Heading, PageBreak, Para, SampleDoc, Table, Title

# --------------------------------------------------------------------------------------------
# Helpers: the "clause" / "clause-ar" Word numbering lists render the labels.
# --------------------------------------------------------------------------------------------


def _clause(text: str) -> Heading:
    """A clause heading: "1." rendered by the "clause" list."""
    return Heading(level=2, text=text, numbered="clause", num_level=0)


def _sub(text: str) -> Para:
    """A sub-clause: "1.1"."""
    return Para(text, numbered="clause", num_level=1)


def _subsub(text: str) -> Para:
    """A sub-sub-clause: "1.1.1"."""
    return Para(text, numbered="clause", num_level=2)


def _pt(text: str) -> Para:
    """A point: "(a)"."""
    return Para(text, numbered="clause", num_level=3)


def _spt(text: str) -> Para:
    """A sub-point: "(i)"."""
    return Para(text, numbered="clause", num_level=4)


def _sig(text: str) -> Para:
    return Para(text, style="Signature")


# ============================================================================================
# 1. Master Services Agreement (English)
# ============================================================================================

_MSA_BLOCKS = (
    Title(
        "MASTER SERVICES AGREEMENT",
        subtitle="Clinical Records Platform and Managed Archive Services",
    ),
    Para("THIS AGREEMENT is dated 12 March 2026 and is made BETWEEN:"),
    Para(
        "(1) CORVANE SYSTEMS LIMITED, a company incorporated and registered in England and "
        "Wales with company number 09417263 whose registered office is at 3rd Floor, Albion "
        'House, 27 Calder Street, Leeds LS1 4QT (the "Supplier"); and'
    ),
    Para(
        "(2) WESTMERE HEALTHCARE GROUP PLC, a company incorporated and registered in England "
        "and Wales with company number 04528816 whose registered office is at Westmere House, "
        '140 Haverford Road, Bristol BS2 7NL (the "Customer"),'
    ),
    Para('each a "party" and together the "parties".'),
    Heading(level=2, text="BACKGROUND"),
    Para(
        "The Supplier develops and operates a cloud-hosted clinical records platform known as "
        '"Corvane Ledger" and provides associated implementation, hosting, support and '
        "managed archive services to healthcare providers.",
        numbered="recitals",
    ),
    Para(
        "The Customer operates a group of eleven private hospitals and outpatient clinics in "
        "England and wishes to consolidate its paper and electronic patient records onto a "
        "single platform, following a competitive procurement process conducted between June "
        "and November 2025 under reference WHG/PR/2025/044.",
        numbered="recitals",
    ),
    Para(
        "The Supplier has agreed to provide the Services to the Customer, and the Customer has "
        "agreed to pay for them, on the terms and subject to the conditions of this Agreement.",
        numbered="recitals",
    ),
    Para("IT IS AGREED as follows:"),
    # ---------------------------------------------------------------- 1
    _clause("DEFINITIONS AND INTERPRETATION"),
    Para("The definitions and rules of interpretation in this clause apply in this Agreement."),
    _sub(
        '"Affiliate" means, in relation to a party, any entity that controls, is controlled '
        "by, or is under common control with that party from time to time."
    ),
    _sub(
        '"Business Day" means a day other than a Saturday, Sunday or public holiday in '
        "England when banks in London are open for business."
    ),
    _sub(
        '"Change Control Procedure" means the procedure for agreeing changes to this '
        "Agreement and the Services set out in clause 6."
    ),
    _sub('"Commencement Date" means the date of this Agreement.'),
    _sub(
        '"Confidential Information" means all information of a confidential nature disclosed '
        "by or on behalf of a party to the other party in connection with this Agreement, "
        "including information about its business, patients, personnel and technology, and "
        "in the case of the Customer includes all Customer Data."
    ),
    _sub(
        '"Contract Year" means each period of twelve (12) months beginning on the Go-Live '
        "Date or on any anniversary of it, save that the period from the Commencement Date to "
        "the Go-Live Date shall form part of the first Contract Year."
    ),
    _sub(
        '"Customer Data" means all data, records and documents (including paper records, '
        "scanned images, metadata and Personal Data) supplied by or on behalf of the Customer, "
        "or generated, processed or stored by the Supplier on the Customer's behalf, in "
        "connection with the Services."
    ),
    _sub(
        '"Data Protection Legislation" means the UK GDPR, the Data Protection Act 2018 and '
        "all other legislation relating to personal data applicable in the United Kingdom; "
        '"controller", "processor", "Personal Data" and "Personal Data Breach" have '
        "the meanings given in the UK GDPR."
    ),
    _sub(
        '"Deliverables" means all materials developed by the Supplier specifically for the '
        "Customer in the course of the Services, excluding the Platform."
    ),
    _sub(
        '"Exit Plan" means the plan for the orderly transfer of the Services to the Customer '
        "or to a replacement supplier, to be agreed in accordance with clause 17.2."
    ),
    _sub(
        '"Fees" means the implementation fees, hosting fees, archive fees and other charges '
        "payable by the Customer for the Services, as set out in Schedule 2."
    ),
    _sub(
        '"Force Majeure Event" means an event or circumstance beyond the reasonable control '
        "of the affected party, including flood, fire, epidemic, war, terrorism and the failure "
        "of a public utility network, but excluding industrial action of the Supplier Personnel "
        "and any cyber attack or Virus the effects of which would have been prevented by "
        "compliance with clause 11."
    ),
    _sub(
        '"Go-Live Date" means the date on which the Customer confirms in writing that the '
        "Platform has passed the acceptance tests described in Part A of Schedule 1 and is ready "
        "for live clinical use."
    ),
    _sub(
        '"Good Industry Practice" means the degree of skill, care, prudence and foresight '
        "expected of a leading supplier of similar services to healthcare providers in the "
        "United Kingdom."
    ),
    _sub(
        '"Implementation Plan" means the plan for the implementation of the Platform set out '
        "in Part A of Schedule 1, as varied from time to time in accordance with the Change "
        "Control Procedure."
    ),
    _sub(
        '"Intellectual Property Rights" means patents, copyright, trade marks, rights in '
        "designs, database rights, rights in software and confidential information, and all "
        "other intellectual property rights, whether registered or unregistered, anywhere in "
        "the world."
    ),
    _sub(
        '"Platform" means the Supplier\'s cloud-hosted clinical records software known as '
        '"Corvane Ledger", including all updates and new releases made available to the '
        "Customer under this Agreement, together with its user documentation."
    ),
    _sub(
        '"Service Credits" means the reductions in the Fees, calculated in accordance with '
        "Schedule 2, which apply where the Supplier fails to meet a Service Level."
    ),
    _sub(
        '"Service Levels" means the service levels set out in Part D of Schedule 1, and '
        '"Critical Service Level" means any Service Level identified as critical in that Part.'
    ),
    _sub(
        '"Services" means the services described in clause 3 and Schedule 1, including the '
        "provision of the Platform and of any Deliverables."
    ),
    _sub(
        '"Supplier Personnel" means all employees, agents, consultants and subcontractors of '
        "the Supplier engaged in the performance of the Services."
    ),
    _sub(
        '"Term" means the Initial Term together with any Extension Period, each as defined '
        "in clause 2."
    ),
    _sub(
        '"Virus" means any program or code designed to impair the operation of any computer, '
        "system or data, including ransomware."
    ),
    _sub(
        "Clause, Schedule and paragraph headings shall not affect the interpretation of this "
        "Agreement. The Schedules form part of this Agreement and references to this Agreement "
        "include the Schedules."
    ),
    _sub("In this Agreement, unless the context otherwise requires:"),
    _pt("words in the singular include the plural and vice versa;"),
    _pt(
        "a reference to a statute or statutory provision is a reference to it as amended, "
        "extended or re-enacted from time to time, and includes all subordinate legislation "
        "made under it;"
    ),
    _pt(
        'any words following the terms "including", "include", "in particular" or "for '
        'example" are illustrative and do not limit the sense of the preceding words;'
    ),
    _pt(
        'a reference to "writing" or "written" includes email but not any other form of '
        "electronic communication; and"
    ),
    _pt("a reference to a party includes its successors and permitted assigns, but:"),
    _spt(
        "excludes any person to whom rights are purportedly transferred otherwise than in "
        "accordance with clause 19; and"
    ),
    _spt(
        "in the case of the Customer, includes any Affiliate receiving the Services under "
        "clause 3.4."
    ),
    # ---------------------------------------------------------------- 2
    _clause("COMMENCEMENT AND DURATION"),
    _sub(
        "This Agreement shall take effect on the Commencement Date and, unless terminated "
        "earlier in accordance with clause 16 or clause 18, shall continue for an initial term "
        'ending on the fifth anniversary of the Go-Live Date (the "Initial Term").'
    ),
    _sub(
        "The Customer may, by giving the Supplier not less than six (6) months' written notice "
        "before the expiry of the Initial Term, extend this Agreement for a further period of "
        'up to twenty-four (24) months (the "Extension Period") on the same terms.'
    ),
    _sub(
        "The Supplier shall achieve the Go-Live Date no later than 1 October 2026, and time "
        "shall be of the essence in that respect only."
    ),
    # ---------------------------------------------------------------- 3
    _clause("SERVICES"),
    _sub(
        "The Supplier shall provide the Services to the Customer from the Commencement Date in "
        "accordance with this Agreement, Schedule 1 and Good Industry Practice."
    ),
    _sub("The Services comprise:"),
    _subsub(
        "the implementation services described in Part A of Schedule 1, including the "
        "configuration of the Platform and the migration of legacy records from the Customer's "
        "existing systems;"
    ),
    _subsub("the hosting, support and maintenance services described in Part B of Schedule 1;"),
    _subsub(
        "the managed archive services, comprising the collection, indexing, secure storage, "
        "scanning on demand and retrieval of the Customer's paper records, described in Part C "
        "of Schedule 1; and"
    ),
    _subsub(
        "such further services as the parties may agree from time to time in accordance with "
        "the Change Control Procedure."
    ),
    _sub("In performing the Services the Supplier shall:"),
    _pt(
        "co-operate with the Customer in all matters relating to the Services and comply with "
        "the Customer's reasonable instructions;"
    ),
    _pt("appoint a suitably experienced account manager;"),
    _pt(
        "comply with all applicable laws and with the Customer's site, safeguarding and "
        "information governance policies notified to the Supplier in writing; and"
    ),
    _pt("ensure that all Supplier Personnel:"),
    _spt(
        "are vetted to the standard of an enhanced Disclosure and Barring Service check where "
        "they may enter clinical areas or handle original patient records; and"
    ),
    _spt(
        "have completed training in information governance and data security no less than "
        "once in every twelve (12) months."
    ),
    _sub(
        "The Customer's Affiliates listed in Part A of Schedule 1 may receive the Services "
        "under this Agreement. The Customer shall be responsible for the acts and omissions of "
        "each such Affiliate as if they were its own."
    ),
    # ---------------------------------------------------------------- 4
    _clause("CUSTOMER OBLIGATIONS"),
    _sub("The Customer shall:"),
    _pt(
        "provide the Supplier with such access to its premises, systems and information as "
        "the Supplier reasonably requires to perform the Services;"
    ),
    _pt(
        "deliver the legacy data to be migrated in the format and by the dates specified in "
        "the Implementation Plan;"
    ),
    _pt(
        "nominate a representative who shall be the Supplier's principal point of contact for "
        "all matters relating to this Agreement."
    ),
    _sub(
        "If the Supplier's performance of any of its obligations is prevented or delayed by any "
        'act or omission of the Customer or its Affiliates (a "Customer Default"), the '
        "Supplier shall, provided that it notifies the Customer in writing of the Customer "
        "Default within ten (10) Business Days of becoming aware of it:"
    ),
    _pt("not be liable for any failure or delay to the extent caused by the Customer Default;"),
    _pt("be entitled to a reasonable extension of the affected dates; and"),
    _pt(
        "be entitled to recover the additional costs reasonably and demonstrably incurred as a "
        "direct result of the Customer Default."
    ),
    # ---------------------------------------------------------------- 5
    _clause("SERVICE LEVELS AND SERVICE CREDITS"),
    _sub(
        "The Supplier shall meet or exceed the Service Levels from the Go-Live Date, measured "
        "in accordance with Part D of Schedule 1."
    ),
    _sub(
        "If the Supplier fails to meet any Service Level in any month, the Service Credits "
        "calculated in accordance with Schedule 2 shall be deducted from the next invoice "
        "issued under clause 7.2."
    ),
    _sub(
        "The parties agree that Service Credits are a price adjustment reflecting the reduced "
        "value of the Services and are not an estimate of the loss that the Customer may "
        "suffer. Service Credits are without prejudice to the Customer's other rights and "
        "remedies, subject to clause 14.5."
    ),
    _sub(
        "A failure to meet the same Critical Service Level in three (3) consecutive months, or "
        "in any five (5) months in a rolling period of twelve (12) months, shall constitute a "
        "material breach which is not capable of remedy for the purposes of clause 16.2."
    ),
    _sub(
        "The Supplier shall deliver to the Customer, within five (5) Business Days after the "
        "end of each month, a service report showing its performance against each Service "
        "Level, the root cause of any failure and the remedial actions taken."
    ),
    # ---------------------------------------------------------------- 6
    _clause("CHANGE CONTROL"),
    _sub(
        "Either party may propose a change to the scope of the Services or to this Agreement "
        "by submitting a written change request to the other party."
    ),
    _sub(
        "Within ten (10) Business Days of submitting or receiving a change request, the "
        "Supplier shall provide the Customer with a written impact assessment setting out:"
    ),
    _pt("the likely effect of the change on the Services and the Platform;"),
    _pt("any change to the Fees, calculated using the rates in Schedule 2;"),
    _pt("any effect on the Implementation Plan and the Service Levels; and"),
    _pt("any other risk or dependency which the change would introduce."),
    _sub(
        "No change shall take effect unless and until it is recorded in a change note signed "
        "by an authorised representative of each party."
    ),
    _sub(
        "The Supplier shall not be entitled to any increase in the Fees for a change which is "
        "required to remedy its own default."
    ),
    # ---------------------------------------------------------------- 7
    _clause("FEES AND PAYMENT"),
    _sub(
        "In consideration of the provision of the Services, the Customer shall pay the Fees in "
        "accordance with Schedule 2."
    ),
    _sub(
        "The Supplier shall invoice the Customer monthly in arrears for the hosting fees and "
        "archive fees, and on achievement of each milestone for the implementation fees. Each "
        "invoice shall quote the Customer's purchase order number and include such supporting "
        "information as the Customer may reasonably require."
    ),
    _sub(
        "The Customer shall pay the Fees within {ins:thirty (30)|del:sixty (60)} days of "
        "receipt of a valid invoice."
    ),
    _sub(
        "All amounts payable under this Agreement are exclusive of value added tax, which the "
        "Customer shall pay in addition at the applicable rate on receipt of a valid VAT "
        "invoice."
    ),
    _sub(
        "If the Customer disputes any invoice in good faith, it shall notify the Supplier "
        "within fifteen (15) Business Days of receipt, giving reasons, and shall pay the "
        "undisputed part of the invoice in accordance with clause 7.3. The dispute shall be "
        "resolved in accordance with clause 20."
    ),
    _sub(
        "If the Customer fails to pay any undisputed amount by the due date, the Supplier may "
        "charge interest on the overdue amount at the rate of three per cent (3%) per annum "
        "above the Bank of England base rate from time to time, accruing daily from the due "
        "date until the date of actual payment."
    ),
    _sub(
        "The Customer may set off any Service Credits and any other amount owed to it by the "
        "Supplier against any amount payable by it under this Agreement."
    ),
    # ---------------------------------------------------------------- 8
    _clause("INTELLECTUAL PROPERTY"),
    _sub(
        "All Intellectual Property Rights in the Platform and in the Supplier's pre-existing "
        "materials shall remain vested in the Supplier or its licensors."
    ),
    _sub(
        "The Supplier grants to the Customer and its Affiliates a non-exclusive, "
        "non-transferable licence during the Term to use the Platform for their internal "
        "business purposes and for the provision of healthcare to their patients."
    ),
    _sub(
        "The Customer Data, and all Intellectual Property Rights in it, shall remain the "
        "property of the Customer. The Customer grants the Supplier a non-exclusive licence to "
        "use the Customer Data solely to the extent necessary to perform the Services."
    ),
    _sub(
        "All Intellectual Property Rights in the Deliverables shall vest in the Customer on "
        "payment of the Fees relating to them. The Supplier hereby assigns those rights to the "
        "Customer with full title guarantee with effect from that date."
    ),
    # ---------------------------------------------------------------- 9
    _clause("CONFIDENTIALITY"),
    _sub(
        "Each party shall keep the other party's Confidential Information confidential, shall "
        "not use it except for the purpose of exercising its rights and performing its "
        "obligations under this Agreement, and shall not disclose it except as permitted by "
        "clauses 9.3 and 9.4."
    ),
    _sub("Clause 9.1 shall not apply to information which:"),
    _pt(
        "is or becomes generally available to the public other than as a result of its "
        "disclosure in breach of this Agreement;"
    ),
    _pt(
        "was available to the receiving party on a non-confidential basis before its "
        "disclosure by the disclosing party;"
    ),
    _pt(
        "is or becomes available to the receiving party on a non-confidential basis from a "
        "person who, to the receiving party's knowledge, is not bound by any obligation of "
        "confidence to the disclosing party; or"
    ),
    _pt(
        "is developed by or for the receiving party independently of the information "
        "disclosed by the disclosing party,"
    ),
    Para(
        "provided that none of the exceptions in paragraphs (a) to (d) shall apply to Personal "
        "Data relating to any patient of the Customer or its Affiliates."
    ),
    _sub(
        "A party may disclose the other party's Confidential Information to those of its "
        "employees, officers, professional advisers and subcontractors who need to know it for "
        "the purposes of this Agreement, provided that it ensures that each of them is bound "
        "by obligations of confidence no less protective than those in this clause 9."
    ),
    _sub(
        "A party may disclose Confidential Information to the extent required by law, by any "
        "court of competent jurisdiction or by any regulatory body, including the Care Quality "
        "Commission and the Information Commissioner, provided that, to the extent it is "
        "legally permitted to do so, it gives the other party as much notice of the disclosure "
        "as possible."
    ),
    _sub(
        "The obligations in this clause 9 shall continue for a period of five (5) years after "
        "termination or expiry of this Agreement, save that they shall continue without limit "
        "of time in relation to Customer Data."
    ),
    # ---------------------------------------------------------------- 10
    _clause("DATA PROTECTION"),
    _sub(
        "Both parties shall comply with all applicable requirements of the Data Protection "
        "Legislation. This clause 10 is in addition to, and does not relieve, remove or "
        "replace, a party's obligations under the Data Protection Legislation."
    ),
    _sub(
        "The Customer is the controller and the Supplier is the processor of the Personal Data "
        "comprised in the Customer Data. Part E of Schedule 1 sets out the scope, nature and "
        "duration of the processing."
    ),
    _sub(
        "Without prejudice to clause 10.1, the Supplier shall, in relation to any Personal "
        "Data processed in connection with the performance of its obligations under this "
        "Agreement:"
    ),
    _pt(
        "process that Personal Data only on the documented written instructions of the "
        "Customer, unless it is required by law to do otherwise, in which case it shall notify "
        "the Customer before processing unless the law prohibits such notification;"
    ),
    _pt(
        "implement appropriate technical and organisational measures to protect against "
        "unauthorised or unlawful processing and against accidental loss, destruction or "
        "damage, including:"
    ),
    _spt("the pseudonymisation and encryption of Personal Data at rest and in transit;"),
    _spt(
        "the ability to ensure the ongoing confidentiality, integrity, availability and "
        "resilience of its processing systems;"
    ),
    _spt(
        "the ability to restore the availability of and access to Personal Data in a timely "
        "manner in the event of a physical or technical incident; and"
    ),
    _spt("a process for regularly testing and evaluating the effectiveness of those measures;"),
    _pt(
        "ensure that all Supplier Personnel who have access to Personal Data are obliged to "
        "keep it confidential;"
    ),
    _pt(
        "not transfer any Personal Data outside the United Kingdom without the prior written "
        "consent of the Customer;"
    ),
    _pt(
        "assist the Customer in responding to any request from a data subject and in meeting "
        "its obligations in respect of security, breach notification and impact assessments;"
    ),
    _pt(
        "notify the Customer without undue delay, and in any event within twenty-four (24) "
        "hours, on becoming aware of a Personal Data Breach;"
    ),
    _pt(
        "at the written direction of the Customer, delete or return Personal Data on "
        "termination or expiry of this Agreement, unless required by law to retain it."
    ),
    _sub(
        "The Customer consents to the sub-processors listed in Part E of Schedule 1. The "
        "Supplier shall give not less than thirty (30) days' written notice of any new "
        "sub-processor, to which the Customer may object on reasonable grounds."
    ),
    # ---------------------------------------------------------------- 11
    _clause("SECURITY AND BUSINESS CONTINUITY"),
    _sub(
        "The Supplier shall maintain throughout the Term certification to ISO/IEC 27001 in "
        "respect of the Platform and the premises used for the managed archive services, and "
        "shall meet the standards required of suppliers under the Data Security and Protection "
        "Toolkit."
    ),
    _sub(
        "The Supplier shall maintain a business continuity and disaster recovery plan which "
        "achieves a recovery point objective of fifteen (15) minutes and a recovery time "
        "objective of four (4) hours, shall test it at least once in each Contract Year, and "
        "shall share the results of each test with the Customer."
    ),
    _sub(
        "The Supplier shall use best endeavours to ensure that no Virus is introduced into the "
        "Platform or the Customer's systems."
    ),
    # ---------------------------------------------------------------- 12
    _clause("WARRANTIES"),
    _sub("The Supplier warrants that:"),
    _pt("the Services will be performed with reasonable skill and care;"),
    _pt("the Platform will perform substantially in accordance with its user documentation;"),
    _pt(
        "it has and will maintain all licences, consents and permissions necessary to perform "
        "its obligations under this Agreement; and"
    ),
    _pt(
        "the receipt and use of the Services by the Customer will not infringe the "
        "Intellectual Property Rights of any third party."
    ),
    _sub(
        "If the Platform does not conform with the warranty in clause 12.1(b), the Supplier "
        "shall, at its own cost, use all reasonable endeavours to correct the non-conformity "
        "promptly, and in any event within the resolution times set out in Part D of Schedule "
        "1."
    ),
    _sub(
        "Each party warrants that it has full capacity and authority to enter into and perform "
        "this Agreement."
    ),
    _sub(
        "Except as expressly provided in this Agreement, all warranties, conditions and other "
        "terms implied by statute or common law are excluded to the fullest extent permitted "
        "by law."
    ),
    # ---------------------------------------------------------------- 13
    _clause("INDEMNITIES"),
    _sub(
        "The Supplier shall indemnify the Customer against all liabilities, costs, expenses, "
        "damages and losses suffered or incurred by the Customer arising out of any claim that "
        "the receipt or use of the Services infringes the Intellectual Property Rights of a "
        'third party (an "IPR Claim").'
    ),
    _sub("Clause 13.1 shall not apply to the extent that an IPR Claim arises from:"),
    _pt(
        "any modification of the Platform made by or on behalf of the Customer without the "
        "Supplier's consent;"
    ),
    _pt(
        "the use of the Platform in combination with any software or equipment not supplied "
        "or approved by the Supplier; or"
    ),
    _pt("the Supplier's compliance with any specification provided by the Customer."),
    _sub("If any IPR Claim is made against the Customer, the Customer shall:"),
    _pt("notify the Supplier promptly in writing;"),
    _pt("allow the Supplier to conduct the defence and settlement of the IPR Claim;"),
    _pt("give the Supplier such assistance as it reasonably requests, at the Supplier's cost; and"),
    _pt("not make any admission of liability without the Supplier's prior written consent."),
    _sub(
        "Subject to clause 14.3, this clause 13 sets out the Customer's sole and exclusive "
        "remedy in respect of any infringement of third-party Intellectual Property Rights."
    ),
    # ---------------------------------------------------------------- 14
    _clause("LIMITATION OF LIABILITY"),
    _sub(
        "References to liability in this clause 14 include every kind of liability arising "
        "under or in connection with this Agreement, including liability in contract, tort "
        "(including negligence), misrepresentation, restitution or otherwise."
    ),
    _sub("Nothing in this Agreement limits or excludes any liability of either party for:"),
    _pt(
        "death or personal injury caused by its negligence, or by the negligence of its "
        "employees, agents or subcontractors;"
    ),
    _pt("fraud or fraudulent misrepresentation;"),
    _pt(
        "breach of the terms implied by section 2 of the Supply of Goods and Services Act 1982; or"
    ),
    _pt("any other liability which cannot be limited or excluded by applicable law."),
    _sub(
        "Subject to clause 14.2, the Supplier's total aggregate liability to the Customer in "
        "respect of all claims arising in any Contract Year shall not exceed:"
    ),
    _pt(
        "in respect of any breach of clause 9 (Confidentiality) insofar as it concerns "
        "Customer Data, clause 10 (Data Protection) or clause 11 (Security and Business "
        "Continuity), and any loss of, damage to or corruption of Customer Data, the sum of "
        "five million pounds (£5,000,000); and"
    ),
    _pt("in respect of all other claims, an amount equal to the greater of:"),
    _spt(
        "one hundred and twenty-five per cent (125%) of the total Fees paid and payable in the "
        "Contract Year in which the event giving rise to the claim occurred; and"
    ),
    _spt("one million five hundred thousand pounds (£1,500,000)."),
    _sub(
        "Subject to clause 14.2, the Customer's total aggregate liability to the Supplier in "
        "respect of all claims arising in any Contract Year shall not exceed one hundred per "
        "cent (100%) of the total Fees paid and payable in that Contract Year, provided that "
        "this limit shall not apply to the Customer's obligation to pay the Fees properly due "
        "under this Agreement."
    ),
    _sub(
        "Any Service Credits paid or credited to the Customer shall count towards the limit in "
        "clause 14.3(b). The Customer's entitlement to Service Credits shall not prevent it "
        "from claiming damages in respect of the same failure, but any damages awarded shall "
        "be reduced by the amount of the Service Credits already paid or credited in respect "
        "of that failure."
    ),
    _sub(
        "Subject to clause 14.2 and clause 14.7, neither party shall be liable to the other "
        "for any:"
    ),
    _pt("loss of profits;"),
    _pt("loss of sales or business;"),
    _pt("loss of agreements or contracts;"),
    _pt("loss of anticipated savings;"),
    _pt("loss of or damage to goodwill; or"),
    _pt("indirect or consequential loss."),
    _sub(
        "Notwithstanding clause 14.6, the following losses shall be regarded as direct losses "
        "recoverable by the Customer, subject to the limits in clause 14.3:"
    ),
    _pt(
        "the costs of reconstituting, restoring or reloading any lost, damaged or corrupted "
        "Customer Data, including the cost of re-scanning paper records from the originals;"
    ),
    _pt(
        "the reasonable additional costs of procuring replacement services for the remainder "
        "of the Term, to the extent that they exceed the Fees that would have been payable for "
        "the Services;"
    ),
    _pt(
        "any fine or penalty imposed on the Customer by a regulator, to the extent that such "
        "fine or penalty is lawfully recoverable;"
    ),
    _pt(
        "the reasonable costs of notifying affected patients of a Personal Data Breach and of "
        "operating any helpline or monitoring service offered to them; and"
    ),
    _pt(
        "wasted expenditure and the cost of additional management and staff time reasonably "
        "incurred in dealing with the consequences of the breach."
    ),
    _sub(
        "Each party shall take all reasonable steps to mitigate any loss which it suffers as a "
        "result of a breach of this Agreement by the other party."
    ),
    _sub(
        "Save in respect of the matters referred to in clause 14.2, neither party shall bring "
        "a claim under this Agreement unless it has notified the other party of the claim "
        "within two (2) years after the date on which it became aware, or ought reasonably to "
        "have become aware, of the facts giving rise to the claim."
    ),
    _sub(
        "Each party acknowledges that the limits in this clause 14 reflect a reasonable "
        "allocation of risk having regard to the level of the Fees and the insurance cover "
        "required to be maintained under clause 15, and that it has had the opportunity to "
        "take independent legal advice on them."
    ),
    # ---------------------------------------------------------------- 15
    _clause("INSURANCE"),
    _sub(
        "The Supplier shall maintain in force, with a reputable insurer, throughout the Term "
        "and for six (6) years after its termination or expiry:"
    ),
    _pt("professional indemnity insurance of not less than £5,000,000 for each claim;"),
    _pt("cyber liability insurance of not less than £5,000,000 in the aggregate;"),
    _pt("public liability insurance of not less than £10,000,000 for each occurrence; and"),
    _pt("employer's liability insurance as required by law."),
    _sub(
        "The Supplier shall, on request, provide the Customer with certificates of insurance "
        "evidencing the cover required by clause 15.1."
    ),
    # ---------------------------------------------------------------- 16
    _clause("TERMINATION"),
    _sub(
        "The Customer may terminate this Agreement for convenience by giving the Supplier not "
        "less than nine (9) months' written notice expiring no earlier than the third "
        "anniversary of the Go-Live Date, subject to payment of the termination fee set out in "
        "Schedule 2."
    ),
    _sub(
        "Without affecting any other right or remedy available to it, either party may "
        "terminate this Agreement with immediate effect by giving written notice to the other "
        "party if:"
    ),
    _pt(
        "the other party commits a material breach of this Agreement which is irremediable "
        "or, if remediable, fails to remedy that breach within thirty (30) days after being "
        "notified in writing to do so;"
    ),
    _pt(
        "the other party enters administration or liquidation, makes any arrangement with its "
        "creditors, or has a receiver appointed over any of its assets."
    ),
    _sub(
        "The Supplier may terminate this Agreement by written notice if the Customer fails to "
        "pay any undisputed amount within sixty (60) days after the due date and fails to pay "
        "it within a further thirty (30) days after receiving a second written notice which "
        "refers expressly to this clause 16.3."
    ),
    _sub("The Customer may terminate this Agreement by written notice to the Supplier:"),
    _subsub("in the circumstances described in clause 5.4;"),
    _subsub(
        "if there is a change of control of the Supplier as a result of which the Supplier "
        "becomes controlled by a competitor of the Customer; or"
    ),
    _subsub(
        "if the Supplier loses its ISO/IEC 27001 certification and fails to restore it within "
        "ninety (90) days."
    ),
    # ---------------------------------------------------------------- 17
    _clause("CONSEQUENCES OF TERMINATION AND EXIT"),
    _sub("On termination or expiry of this Agreement for any reason:"),
    _pt(
        "the Customer shall pay all of the Supplier's outstanding undisputed invoices in "
        "accordance with clause 7.3;"
    ),
    _pt("each party shall return or destroy the other party's Confidential Information; and"),
    _pt("the Supplier shall provide the exit assistance described in clause 17.2."),
    _sub(
        "The Supplier shall, within sixty (60) days after the Commencement Date, submit a draft "
        "Exit Plan for the Customer's approval and shall, for a period of up to twelve (12) "
        "months after termination or expiry, continue to provide the Services at the Fees then "
        "applicable, transfer all Customer Data to the Customer or its nominee in a "
        "structured, commonly used and machine-readable format, and deliver all paper records "
        "to a location in England nominated by the Customer."
    ),
    _sub(
        "The Supplier shall not exercise any lien or right of retention over any Customer Data "
        "or paper records, whether or not any amount is due to it under this Agreement."
    ),
    _sub(
        "Clauses 1, 8, 9, 10, 13, 14, 17, 20, 21 and 23 shall survive termination or expiry of "
        "this Agreement, together with any other provision which is expressly or by "
        "implication intended to do so."
    ),
    # ---------------------------------------------------------------- 18
    _clause("FORCE MAJEURE"),
    _sub(
        "Neither party shall be in breach of this Agreement nor liable for any delay in "
        "performing, or failure to perform, any of its obligations to the extent that such "
        "delay or failure results from a Force Majeure Event."
    ),
    _sub("A party affected by a Force Majeure Event shall:"),
    _pt(
        "promptly notify the other party in writing of the nature and extent of the Force "
        "Majeure Event and its likely duration;"
    ),
    _pt(
        "use all reasonable endeavours to mitigate its effect on the performance of its "
        "obligations; and"
    ),
    _pt("in the case of the Supplier, invoke the plan maintained under clause 11.2."),
    _sub(
        "If a Force Majeure Event prevents or delays the performance of a party's material "
        "obligations for a continuous period of sixty (60) days, the party not affected may "
        "terminate this Agreement by giving thirty (30) days' written notice."
    ),
    # ---------------------------------------------------------------- 19
    _clause("SUBCONTRACTING AND ASSIGNMENT"),
    _sub(
        "The Supplier shall not subcontract any of its obligations under this Agreement "
        "without the Customer's prior written consent, save to the sub-processors listed in "
        "Part E of Schedule 1."
    ),
    _sub(
        "The Supplier shall remain responsible for all acts and omissions of its "
        "subcontractors as if they were its own."
    ),
    _sub(
        "Neither party shall assign, transfer or deal in any other manner with its rights "
        "under this Agreement without the prior written consent of the other party, save that "
        "the Customer may assign this Agreement to any of its Affiliates."
    ),
    # ---------------------------------------------------------------- 20
    _clause("DISPUTE RESOLUTION"),
    _sub(
        "If a dispute arises out of or in connection with this Agreement, the parties shall "
        "follow the procedure set out in this clause 20:"
    ),
    _pt(
        "the dispute shall first be referred to the parties' account managers, who shall meet "
        "within ten (10) Business Days to attempt to resolve it;"
    ),
    _pt(
        "if the dispute is not resolved within ten (10) Business Days of that meeting, it "
        "shall be referred to the Chief Operating Officer of the Customer and the Managing "
        "Director of the Supplier; and"
    ),
    _pt(
        "if the dispute is not resolved within twenty (20) Business Days of that referral, the "
        "parties shall attempt to settle it by mediation in accordance with the model "
        "mediation procedure of a recognised mediation provider agreed between them."
    ),
    _sub(
        "Nothing in this clause 20 shall prevent either party from seeking urgent injunctive "
        "or other interim relief from the court."
    ),
    # ---------------------------------------------------------------- 21
    _clause("NOTICES"),
    _sub(
        "Any notice given under or in connection with this Agreement shall be in writing and "
        "shall be delivered by hand or by pre-paid first-class post or recorded delivery to "
        "the other party's registered office, or sent by email: to the Supplier, for the "
        "attention of the Legal Director at legal@corvane.example; and to the Customer, for "
        "the attention of the Group General Counsel at contracts@westmere.example."
    ),
    _sub("Any notice shall be deemed to have been received:"),
    _pt("if delivered by hand, at the time the notice is left at the proper address;"),
    _pt(
        "if sent by pre-paid first-class post or recorded delivery, at 9.00 am on the second "
        "Business Day after posting; and"
    ),
    _pt(
        "if sent by email, at the time of transmission or, if this time falls outside "
        "business hours in the place of receipt, when business hours resume."
    ),
    _sub("A notice of termination shall not be valid if given by email alone."),
    # ---------------------------------------------------------------- 22
    _clause("GENERAL"),
    _sub(
        "This Agreement constitutes the entire agreement between the parties and supersedes "
        "all previous agreements, promises, assurances and understandings between them "
        "relating to its subject matter."
    ),
    _sub(
        "No variation of this Agreement shall be effective unless it is in writing and signed "
        "by the parties or their authorised representatives."
    ),
    _sub(
        "If any provision of this Agreement is or becomes invalid, illegal or unenforceable, "
        "it shall be deemed modified to the minimum extent necessary to make it valid, legal "
        "and enforceable, and the remaining provisions shall not be affected."
    ),
    _sub(
        "A person who is not a party to this Agreement shall not have any rights to enforce "
        "its terms, save that the Customer's Affiliates may enforce clauses 9 and 10."
    ),
    # ---------------------------------------------------------------- 23
    _clause("GOVERNING LAW AND JURISDICTION"),
    _sub(
        "This Agreement and any dispute or claim (including any non-contractual dispute or "
        "claim) arising out of or in connection with it or its subject matter or formation "
        "shall be governed by and construed in accordance with the law of England and Wales."
    ),
    _sub(
        "Subject to clause 20, each party irrevocably agrees that the courts of England and "
        "Wales shall have exclusive jurisdiction to settle any such dispute or claim."
    ),
    Para("This Agreement has been entered into on the date stated at the beginning of it."),
    # ---------------------------------------------------------------- Schedules
    PageBreak(),
    Heading(level=1, text="SCHEDULE 1 — SERVICES AND SERVICE LEVELS"),
    Heading(level=3, text="Part A — Implementation Services"),
    Para(
        "The Supplier shall configure the Platform for the Customer and for its Affiliates "
        "Westmere Clinics Limited and Haverford Diagnostics Limited, build interfaces to the "
        "Customer's patient administration system, migrate approximately 2.4 million legacy "
        "documents and train up to 60 super-users. Acceptance testing shall include clinical "
        "safety testing against scripts approved by the Customer."
    ),
    Heading(level=3, text="Part B — Hosting, Support and Maintenance"),
    Para(
        "The Platform shall be hosted in two separate data centres in the United Kingdom. The "
        "service desk shall be available 24x7 for Severity 1 and Severity 2 incidents, and "
        "from 08:00 to 18:00 on Business Days for all other matters."
    ),
    Heading(level=3, text="Part C — Managed Archive Services"),
    Para(
        "The Supplier shall collect paper records from each hospital site weekly, index each "
        "file against the patient's hospital number, store the records in a secure facility, "
        "scan records on request, and return or securely destroy records in accordance with "
        "the Customer's retention schedule."
    ),
    Heading(level=3, text="Part D — Service Levels"),
    Table(
        rows=(
            ("Ref", "Service Level", "Measurement", "Target"),
            (
                "SL1 (Critical)",
                "Platform availability",
                "Percentage of time in each month that the Platform is available, excluding "
                "agreed maintenance windows",
                "99.9%",
            ),
            (
                "SL2 (Critical)",
                "Severity 1 incident response",
                "Time from logging of the incident to a qualified engineer starting work",
                "15 minutes, 24x7",
            ),
            (
                "SL3 (Critical)",
                "Severity 1 incident resolution",
                "Time from logging of the incident to restoration of service",
                "4 hours",
            ),
            (
                "SL4",
                "Severity 2 incident resolution",
                "Time from logging of the incident to restoration or agreed workaround",
                "8 hours",
            ),
            (
                "SL5 (Critical)",
                "Urgent record retrieval",
                "Time from request on the Platform to the scanned image being available",
                "2 hours, 24x7",
            ),
            (
                "SL6",
                "Standard record retrieval",
                "Requests made by 17:00 fulfilled by 12:00 on the next Business Day",
                "98% of requests",
            ),
            (
                "SL7",
                "Scan quality",
                "Percentage of scanned pages passing the Customer's quality sampling",
                "99.5%",
            ),
            (
                "SL8",
                "Service reporting",
                "Monthly report delivered under clause 5.5",
                "5 Business Days",
            ),
        ),
    ),
    Heading(level=3, text="Part E — Data Processing Particulars"),
    Para(
        "Subject matter and duration: hosting, storage, retrieval and scanning of the "
        "Customer's records for the Term and any exit period. Data subjects: patients, their "
        "next of kin and the Customer's staff. Personal Data: identification details, hospital "
        "numbers, clinical notes and other data concerning health. Approved sub-processors: "
        "Halden Data Centres Limited (hosting) and Ferrier Secure Storage Limited (archive "
        "premises)."
    ),
    Heading(level=1, text="SCHEDULE 2 — CHARGES"),
    Para(
        "The Fees are set out in the table below. All amounts are in pounds sterling and "
        "exclusive of VAT. Implementation fees are payable on achievement of the relevant "
        "milestone in accordance with clause 7.2."
    ),
    Table(
        rows=(
            ("Charge", "Basis", "Amount (£, excl. VAT)", "Invoicing"),
            ("Milestone 1: design sign-off", "Fixed", "180,000", "On achievement"),
            ("Milestone 2: data migration complete", "Fixed", "240,000", "On achievement"),
            ("Milestone 3: Go-Live Date", "Fixed", "150,000", "On achievement"),
            ("Hosting fees", "Per month", "62,500", "Monthly in arrears"),
            ("Archive storage", "Per box per month", "0.38", "Monthly in arrears"),
            ("Scanning on demand", "Per record", "4.20", "Monthly in arrears"),
            ("Urgent retrieval (SL5)", "Per request", "18.00", "Monthly in arrears"),
            ("Additional services", "Per consultant day", "950", "Monthly in arrears"),
        ),
    ),
    Para(
        "Service Credits: for each Critical Service Level not met in a month, a Service Credit "
        "of five per cent (5%) of the monthly hosting fees applies, and for each other Service "
        "Level not met, two per cent (2%); the total Service Credits in any month shall not "
        "exceed twenty per cent (20%) of the monthly hosting fees."
    ),
    Para(
        "Termination fee: on termination under clause 16.1, the Customer shall pay a fee equal "
        "to three (3) months' hosting fees at the rate applicable on the date of the notice."
    ),
    # ---------------------------------------------------------------- Signatures
    _sig("Signed by Rebecca Lind for and on behalf of CORVANE SYSTEMS LIMITED"),
    _sig("......................................"),
    _sig("Director"),
    _sig("Date: 12 March 2026"),
    _sig("Signed by Anand Mehta for and on behalf of WESTMERE HEALTHCARE GROUP PLC"),
    _sig("......................................"),
    _sig("Director"),
    _sig("Date: 12 March 2026"),
)

CONTRACT_EN_SERVICES = SampleDoc(
    stem="contract_en_services",
    language="en",
    kind="contract",
    direction="ltr",
    running_header="Master Services Agreement — Confidential",
    running_footer="Corvane / Westmere MSA v3.2",
    blocks=_MSA_BLOCKS,
)

# ============================================================================================
# 2. Supply Agreement (bilingual Arabic / English)
# ============================================================================================


def _bh(en: str, ar: str) -> tuple[Heading, Heading]:
    """A clause heading in English ("clause" list) then Arabic ("clause-ar" list)."""
    return (
        Heading(level=2, text=en, numbered="clause", num_level=0),
        Heading(level=2, text=ar, numbered="clause-ar", num_level=0),
    )


def _bn(en: str, ar: str, level: int = 1) -> tuple[Para, Para]:
    """A numbered sub-clause or point in English then its Arabic version."""
    return (
        Para(en, numbered="clause", num_level=level),
        Para(ar, numbered="clause-ar", num_level=level),
    )


def _bu(en: str, ar: str, style: str = "Normal") -> tuple[Para, Para]:
    """An unnumbered paragraph in English then its Arabic version."""
    return (Para(en, style=style), Para(ar, style=style))


_SUPPLY_PARTS: list[tuple[Block, ...]] = [
    (Title("SUPPLY AGREEMENT", subtitle="اتفاقية توريد"),),
    _bu("Agreement No. SA-2026-017", "اتفاقية رقم SA-2026-017"),
    _bu(
        'This Supply Agreement (the "Agreement") is made in Dubai on 2 February 2026 (the '
        '"Effective Date") between:',
        'حُررت اتفاقية التوريد هذه ("الاتفاقية") في دبي بتاريخ ٢ فبراير ٢٠٢٦ ("تاريخ '
        'السريان") بين كل من:',
    ),
    _bu(
        "(1) Golden Coast Water Solutions LLC, a limited liability company registered in the "
        "Emirate of Dubai under commercial licence No. 774512, whose registered address is "
        "Office 1204, Al Safa Business Tower, Sheikh Zayed Road, P.O. Box 58214, Dubai, United "
        "Arab Emirates, represented by Mr Khalid Abdullah Al Muhairi in his capacity as General "
        'Manager (the "Buyer"); and',
        "أولاً: شركة الساحل الذهبي لحلول المياه ذ.م.م، وهي شركة ذات مسؤولية محدودة مسجلة في "
        "إمارة دبي بموجب الرخصة التجارية رقم ٧٧٤٥١٢، وعنوانها المسجل: مكتب رقم ١٢٠٤، برج الصفا "
        "للأعمال، شارع الشيخ زايد، ص.ب ٥٨٢١٤، دبي، الإمارات العربية المتحدة، ويمثلها في التوقيع "
        "على هذه الاتفاقية السيد/ خالد عبد الله المهيري بصفته المدير العام (ويُشار إليها فيما "
        'يلي بـ"المشتري")؛',
    ),
    _bu(
        "(2) Nordhavn Pumpeteknik A/S, a public limited company incorporated under the laws of "
        "the Kingdom of Denmark with CVR No. 38512764, whose registered office is at Havnegade "
        "41, 8000 Aarhus C, Denmark, represented by Mr Mathias Holm in his capacity as Chief "
        'Executive Officer (the "Supplier").',
        "ثانياً: شركة نوردهافن بومبتكنيك إيه/إس، وهي شركة مساهمة مؤسسة وفقاً لقوانين مملكة "
        "الدنمارك ومقيدة في السجل التجاري الدنماركي تحت الرقم ٣٨٥١٢٧٦٤، وعنوانها المسجل: "
        "هافنيغاده ٤١، ٨٠٠٠ آرهوس، الدنمارك، ويمثلها في التوقيع على هذه الاتفاقية السيد/ ماتياس "
        'هولم بصفته الرئيس التنفيذي (ويُشار إليها فيما يلي بـ"المورد").',
    ),
    _bu(
        'The Buyer and the Supplier are each referred to as a "Party" and together as the '
        '"Parties".',
        'ويُشار إلى المشتري والمورد منفردين بـ"الطرف" ومجتمعين بـ"الطرفين".',
    ),
    (Heading(level=2, text="RECITALS"), Heading(level=2, text="تمهيد")),
    _bu(
        "WHEREAS the Buyer designs, installs and maintains desalination and water treatment "
        "plants for municipal and industrial clients in the United Arab Emirates and the "
        "Kingdom of Saudi Arabia;",
        "حيث إن المشتري يعمل في مجال تصميم محطات تحلية المياه ومعالجتها وتركيبها وصيانتها "
        "لصالح العملاء من الجهات البلدية والصناعية في دولة الإمارات العربية المتحدة والمملكة "
        "العربية السعودية؛",
    ),
    _bu(
        "WHEREAS the Supplier manufactures high-pressure pumps, energy recovery devices and "
        "related spare parts, and has represented that it possesses the technical capability, "
        "experience and licences required to supply them in accordance with the "
        "Specifications;",
        "وحيث إن المورد يعمل في تصنيع مضخات الضغط العالي وأجهزة استرداد الطاقة وقطع الغيار "
        "المتعلقة بها، وقد أقرّ بأنه يمتلك القدرات الفنية والخبرات والتراخيص اللازمة لتوريدها "
        "وفقاً للمواصفات؛",
    ),
    _bu(
        "WHEREAS the Buyer wishes to purchase the Goods from the Supplier, and the Supplier "
        "wishes to supply the Goods to the Buyer, on the terms and conditions set out in this "
        "Agreement;",
        "وحيث إن المشتري يرغب في شراء البضائع من المورد، ويرغب المورد في توريدها إلى المشتري، "
        "وذلك وفقاً للشروط والأحكام المنصوص عليها في هذه الاتفاقية؛",
    ),
    _bu(
        "NOW, THEREFORE, the Parties, having acknowledged their capacity to contract, agree as "
        "follows:",
        "لذا، فقد اتفق الطرفان، وهما بكامل أهليتهما القانونية للتعاقد، على ما يلي:",
    ),
    # ------------------------------------------------------------------------------ 1
    _bh("DEFINITIONS AND INTERPRETATION", "التعريفات والتفسير"),
    _bn(
        "The Recitals form an integral part of this Agreement and shall be read and construed "
        "together with it.",
        "يُعد التمهيد السابق جزءاً لا يتجزأ من هذه الاتفاقية، ويُقرأ ويُفسَّر معها.",
    ),
    _bn(
        "In this Agreement, the following words and expressions shall have the meanings set "
        "out below, unless the context requires otherwise:",
        "يكون للكلمات والعبارات التالية، أينما وردت في هذه الاتفاقية، المعاني المبينة قرين كل "
        "منها، ما لم يقتضِ السياق خلاف ذلك:",
    ),
    _bn(
        '"Business Day" means a day other than a Saturday, a Sunday or an official public '
        "holiday in the Emirate of Dubai;",
        "يوم العمل: أي يوم عدا يومي السبت والأحد والعطلات الرسمية في إمارة دبي؛",
        3,
    ),
    _bn(
        '"Confidential Information" means all technical, commercial and financial '
        "information disclosed by one Party to the other in connection with this Agreement, "
        "whether orally, in writing or in electronic form;",
        "المعلومات السرية: جميع المعلومات الفنية والتجارية والمالية التي يفصح عنها أحد "
        "الطرفين للطرف الآخر فيما يتعلق بهذه الاتفاقية، سواء أكان الإفصاح شفاهةً أم كتابةً أم "
        "بوسيلة إلكترونية؛",
        3,
    ),
    _bn(
        '"Delivery Date" means the date for delivery of the Goods stated in the relevant '
        "Purchase Order or determined in accordance with clause 4.1;",
        "تاريخ التسليم: التاريخ المحدد لتسليم البضائع في أمر الشراء المعني، أو التاريخ الذي "
        "يُحدد وفقاً للبند ٤-١؛",
        3,
    ),
    _bn(
        '"Delivery Point" means the Buyer\'s warehouse at Plot 17, Dubai Industrial City, '
        "Dubai, or such other place in the United Arab Emirates as the Buyer may specify in a "
        "Purchase Order;",
        "نقطة التسليم: مستودع المشتري الكائن في قطعة الأرض رقم ١٧، مدينة دبي الصناعية، دبي، أو "
        "أي مكان آخر داخل دولة الإمارات العربية المتحدة يحدده المشتري في أمر الشراء؛",
        3,
    ),
    _bn(
        '"Goods" means the pumps, energy recovery devices, spare parts and accessories '
        "described in Schedule 1, together with their manuals, drawings and test certificates;",
        "البضائع: المضخات وأجهزة استرداد الطاقة وقطع الغيار والملحقات المبينة في الملحق رقم "
        "(١)، بما في ذلك أدلة التشغيل والرسومات وشهادات الاختبار الخاصة بها؛",
        3,
    ),
    _bn(
        '"Incoterms 2020" means the rules for the use of domestic and international trade '
        "terms published by the International Chamber of Commerce, in their 2020 edition;",
        "قواعد إنكوترمز ٢٠٢٠: قواعد استخدام المصطلحات التجارية المحلية والدولية الصادرة عن "
        "غرفة التجارة الدولية، في طبعتها لعام ٢٠٢٠؛",
        3,
    ),
    _bn(
        '"Price" means the price of the Goods set out in Schedule 1, as adjusted in '
        "accordance with this Agreement;",
        "السعر: ثمن البضائع المبين في الملحق رقم (١)، مع ما قد يطرأ عليه من تعديل وفقاً "
        "لأحكام هذه الاتفاقية؛",
        3,
    ),
    _bn(
        '"Purchase Order" means a written order for Goods issued by the Buyer and accepted '
        "by the Supplier in accordance with clause 2.4;",
        "أمر الشراء: الطلب الكتابي لشراء البضائع الصادر عن المشتري والمقبول من المورد وفقاً "
        "للبند ٢-٤؛",
        3,
    ),
    _bn(
        '"Specifications" means the technical specifications of the Goods set out in '
        "Schedule 1 and in the technical annex to each Purchase Order; and",
        "المواصفات: المواصفات الفنية للبضائع المبينة في الملحق رقم (١) وفي الملحق الفني المرفق "
        "بكل أمر شراء؛",
        3,
    ),
    _bn(
        '"Warranty Period" has the meaning given in clause 6.2.',
        "فترة الضمان: المدة المحددة في البند ٦-٢.",
        3,
    ),
    _bn(
        "Headings are for convenience only and shall not affect the interpretation of this "
        "Agreement. Words in the singular include the plural and vice versa.",
        "وُضعت العناوين لتيسير الرجوع إليها فحسب، ولا يُعتد بها في تفسير هذه الاتفاقية. وتشمل "
        "الألفاظ الواردة بصيغة المفرد صيغة الجمع والعكس صحيح.",
    ),
    # ------------------------------------------------------------------------------ 2
    _bh("SUBJECT MATTER AND PURCHASE ORDERS", "موضوع الاتفاقية وأوامر الشراء"),
    _bn(
        "The Supplier shall supply, and the Buyer shall purchase, the Goods in the quantities "
        "stated in the Purchase Orders issued under this Agreement.",
        "يلتزم المورد بتوريد البضائع، ويلتزم المشتري بشرائها، بالكميات المحددة في أوامر الشراء "
        "الصادرة بموجب هذه الاتفاقية.",
    ),
    _bn(
        "This Agreement is not exclusive. The Buyer shall not be obliged to purchase any "
        "minimum quantity of Goods, save for the minimum annual quantity stated in Schedule 1.",
        "لا تُعد هذه الاتفاقية حصرية، ولا يلتزم المشتري بشراء حد أدنى من البضائع، باستثناء الحد "
        "الأدنى للكمية السنوية المبين في الملحق رقم (١).",
    ),
    _bn("Each Purchase Order shall specify:", "يجب أن يتضمن كل أمر شراء ما يلي:"),
    _bn(
        "the description and quantity of the Goods ordered;",
        "وصف البضائع المطلوبة وكمياتها؛",
        3,
    ),
    _bn(
        "the Delivery Point and the requested Delivery Date; and",
        "نقطة التسليم وتاريخ التسليم المطلوب؛",
        3,
    ),
    _bn(
        "any technical annex applicable to the order.",
        "أي ملحق فني يسري على الطلب.",
        3,
    ),
    _bn(
        "The Supplier shall accept or reject each Purchase Order in writing within five (5) "
        "Business Days of its receipt. A Purchase Order which has not been rejected within that "
        "period shall be deemed accepted.",
        "يلتزم المورد بقبول كل أمر شراء أو رفضه كتابةً خلال خمسة (٥) أيام عمل من تاريخ استلامه، "
        "ويُعد أمر الشراء مقبولاً إذا لم يُرفض خلال تلك المدة.",
    ),
    # ------------------------------------------------------------------------------ 3
    _bh("PRICE AND PAYMENT", "السعر وشروط الدفع"),
    _bn(
        "The Price is stated in United States dollars and shall remain fixed for the first "
        "twenty-four (24) months after the Effective Date. The Price includes packaging, "
        "export clearance, freight and insurance to the Delivery Point, but excludes value "
        "added tax.",
        "يُحدد السعر بالدولار الأمريكي، ويظل ثابتاً طوال الأشهر الأربعة والعشرين (٢٤) الأولى من "
        "تاريخ السريان. ويشمل السعر تكاليف التغليف والتخليص الجمركي للتصدير والشحن والتأمين حتى "
        "نقطة التسليم، ولا يشمل ضريبة القيمة المضافة.",
    ),
    _bn(
        "The Buyer shall pay twenty per cent (20%) of the Price of each Purchase Order as an "
        "advance payment within ten (10) Business Days of receiving an advance payment "
        "guarantee for the same amount issued by a bank licensed in the United Arab Emirates.",
        "يدفع المشتري نسبة عشرين بالمائة (٢٠٪) من سعر كل أمر شراء دفعةً مقدمة خلال عشرة (١٠) "
        "أيام عمل من تاريخ استلامه خطاب ضمان دفعة مقدمة بالقيمة ذاتها صادراً عن بنك مرخص في "
        "دولة الإمارات العربية المتحدة.",
    ),
    _bn(
        "The balance of eighty per cent (80%) of the Price shall be paid within "
        "{ins:forty-five (45)|del:sixty (60)} days of the Buyer's receipt of a valid tax "
        "invoice and of the shipping documents listed in clause 4.2.",
        "يُسدَّد الرصيد المتبقي البالغ ثمانين بالمائة (٨٠٪) من السعر خلال خمسة وأربعين (٤٥) "
        "يوماً من تاريخ استلام المشتري فاتورة ضريبية صحيحة ومستندات الشحن المبينة في البند ٤-٢.",
    ),
    _bn(
        "All payments shall be made by bank transfer to the account notified in writing by the "
        "Supplier. Each Party shall bear its own bank charges.",
        "تتم جميع المدفوعات بموجب تحويل مصرفي إلى الحساب الذي يخطر به المورد كتابةً، ويتحمل كل "
        "طرف الرسوم المصرفية الخاصة به.",
    ),
    # ------------------------------------------------------------------------------ 4
    _bh("DELIVERY, TITLE AND RISK", "التسليم وانتقال الملكية وتبعة الهلاك"),
    _bn(
        "The Supplier shall deliver the Goods DAP (Incoterms 2020) at the Delivery Point "
        "within thirty (30) days of the acceptance of the relevant Purchase Order.",
        "يلتزم المورد (the Supplier) بتسليم البضائع وفقاً لشروط Incoterms 2020 (DAP) في نقطة "
        "التسليم خلال 30 يوماً من تاريخ قبول أمر الشراء المعني.",
    ),
    _bn(
        "Each shipment shall be accompanied by:",
        "يجب أن تُرفق بكل شحنة المستندات التالية:",
    ),
    _bn(
        "a commercial invoice and a detailed packing list;",
        "فاتورة تجارية وقائمة تعبئة تفصيلية؛",
        3,
    ),
    _bn(
        "a certificate of origin, legalised where required by the laws of the United Arab "
        "Emirates;",
        "شهادة منشأ مصدقة حسب الأصول متى اشترطت ذلك قوانين دولة الإمارات العربية المتحدة؛",
        3,
    ),
    _bn(
        "the bill of lading or air waybill; and",
        "بوليصة الشحن البحري أو بوليصة الشحن الجوي؛",
        3,
    ),
    _bn(
        "the factory test certificates referred to in clause 5.1.",
        "شهادات الاختبار في المصنع المشار إليها في البند ٥-١.",
        3,
    ),
    _bn(
        "If the Supplier fails to deliver any Goods by the Delivery Date for reasons not "
        "attributable to the Buyer or to a Force Majeure Event, the Supplier shall pay to the "
        "Buyer, as agreed compensation, zero point five per cent (0.5%) of the Price of the "
        "delayed Goods for each complete week of delay, up to a maximum of ten per cent (10%) "
        "of that Price.",
        "إذا تأخر المورد في تسليم أي من البضائع عن تاريخ التسليم لأسباب لا تُعزى إلى المشتري أو "
        "إلى حدث من أحداث القوة القاهرة، التزم بأن يدفع للمشتري تعويضاً اتفاقياً بنسبة نصف "
        "بالمائة (٠٫٥٪) من سعر البضائع المتأخرة عن كل أسبوع تأخير كامل، وبحد أقصى قدره عشرة "
        "بالمائة (١٠٪) من ذلك السعر.",
    ),
    _bn(
        "Risk in the Goods shall pass to the Buyer on delivery at the Delivery Point in "
        "accordance with DAP (Incoterms 2020), and title to the Goods shall pass to the Buyer "
        "on delivery.",
        "تنتقل تبعة هلاك البضائع إلى المشتري عند تسليمها في نقطة التسليم وفقاً لشرط التسليم في "
        "المكان المحدد من قواعد إنكوترمز ٢٠٢٠، وتنتقل ملكيتها إليه عند التسليم.",
    ),
    # ------------------------------------------------------------------------------ 5
    _bh("INSPECTION AND ACCEPTANCE", "الفحص والقبول"),
    _bn(
        "Before shipment, the Supplier shall carry out factory acceptance tests on each pump "
        "and energy recovery device in accordance with the Specifications, and shall give the "
        "Buyer at least ten (10) Business Days' notice of each test so that the Buyer's "
        "representative may attend.",
        "يلتزم المورد، قبل الشحن، بإجراء اختبارات القبول في المصنع على كل مضخة وكل جهاز "
        "لاسترداد الطاقة وفقاً للمواصفات، وبإخطار المشتري قبل موعد كل اختبار بعشرة (١٠) أيام "
        "عمل على الأقل لتمكين ممثله من حضوره.",
    ),
    _bn(
        "The Buyer shall inspect the Goods within fifteen (15) Business Days after delivery "
        "and may reject any Goods which do not conform to the Specifications by written notice "
        "stating the reasons for rejection.",
        "يقوم المشتري بفحص البضائع خلال خمسة عشر (١٥) يوم عمل من تاريخ تسليمها، وله أن يرفض "
        "أي بضائع غير مطابقة للمواصفات بموجب إخطار كتابي يبين فيه أسباب الرفض.",
    ),
    _bn(
        "The Supplier shall, at its own cost, repair or replace any rejected Goods within "
        "twenty (20) days of the notice of rejection. Acceptance of the Goods shall not release "
        "the Supplier from its obligations under clause 6.",
        "يلتزم المورد، على نفقته الخاصة، بإصلاح البضائع المرفوضة أو استبدالها خلال عشرين (٢٠) "
        "يوماً من تاريخ إخطار الرفض. ولا يترتب على قبول البضائع إعفاء المورد من التزاماته "
        "المنصوص عليها في البند (٦).",
    ),
    # ------------------------------------------------------------------------------ 6
    _bh("WARRANTIES", "الضمانات"),
    _bn("The Supplier warrants that the Goods shall:", "يضمن المورد أن تكون البضائع:"),
    _bn(
        "conform to the Specifications and to the samples approved by the Buyer;",
        "مطابقة للمواصفات وللعينات المعتمدة من المشتري؛",
        3,
    ),
    _bn(
        "be new, unused and free from defects in design, materials and workmanship;",
        "جديدة وغير مستعملة وخالية من العيوب في التصميم والمواد والصنعة؛",
        3,
    ),
    _bn(
        "be free from any lien, charge or other encumbrance; and",
        "خالية من أي حق امتياز أو رهن أو أي عبء آخر؛",
        3,
    ),
    _bn(
        "be fit for continuous operation at ambient temperatures of up to 50°C and with "
        "seawater of a salinity of up to 45,000 mg/l.",
        "صالحة للتشغيل المتواصل في درجات حرارة محيطة تصل إلى ٥٠ درجة مئوية، ومع مياه بحر تصل "
        "نسبة ملوحتها إلى ٤٥٬٠٠٠ ملغم/لتر.",
        3,
    ),
    _bn(
        "The warranties in clause 6.1 shall apply for a period of twenty-four (24) months from "
        "delivery or eighteen (18) months from commissioning, whichever expires first (the "
        '"Warranty Period").',
        "تسري الضمانات المنصوص عليها في البند ٦-١ لمدة أربعة وعشرين (٢٤) شهراً من تاريخ التسليم "
        'أو ثمانية عشر (١٨) شهراً من تاريخ التشغيل، أيهما ينقضي أولاً ("فترة الضمان").',
    ),
    _bn(
        "If any defect appears during the Warranty Period, the Supplier shall repair or "
        "replace the defective Goods within fifteen (15) days of notification. If the Supplier "
        "fails to do so, the Buyer may carry out the repair or replacement itself, or through a "
        "third party, at the Supplier's risk and expense.",
        "إذا ظهر أي عيب خلال فترة الضمان، التزم المورد بإصلاح البضائع المعيبة أو استبدالها خلال "
        "خمسة عشر (١٥) يوماً من تاريخ إخطاره بذلك، فإن تخلف عن ذلك جاز للمشتري أن يقوم بالإصلاح "
        "أو الاستبدال بنفسه أو بواسطة الغير على مسؤولية المورد ونفقته.",
    ),
    # ------------------------------------------------------------------------------ 7
    _bh("LIMITATION OF LIABILITY", "تحديد المسؤولية"),
    _bn(
        "Neither Party shall be liable to the other for any loss of profit or any indirect or "
        "consequential loss arising under or in connection with this Agreement.",
        "لا يُسأل أي من الطرفين تجاه الطرف الآخر عن أي كسب فائت أو أي ضرر غير مباشر أو تبعي "
        "ينشأ عن هذه الاتفاقية أو يتصل بها.",
    ),
    _bn(
        "The Supplier's total liability under each Purchase Order shall not exceed one "
        "hundred per cent (100%) of the Price of that Purchase Order, save in the case of "
        "fraud, gross negligence or wilful misconduct.",
        "لا يجوز أن تتجاوز المسؤولية الإجمالية للمورد بموجب كل أمر شراء ما نسبته مائة بالمائة "
        "(١٠٠٪) من سعر ذلك الأمر، وذلك فيما عدا حالات الغش أو الخطأ الجسيم أو التعمد.",
    ),
    # ------------------------------------------------------------------------------ 8
    _bh("CONFIDENTIALITY", "السرية"),
    _bn(
        "Each Party shall keep the other Party's Confidential Information strictly "
        "confidential, shall not use it for any purpose other than the performance of this "
        "Agreement, and shall not disclose it to any third party without the other Party's "
        "prior written consent.",
        "يلتزم كل طرف بالمحافظة على سرية المعلومات السرية الخاصة بالطرف الآخر سريةً تامة، وبعدم "
        "استخدامها في غير أغراض تنفيذ هذه الاتفاقية، وبعدم الإفصاح عنها لأي طرف ثالث دون الحصول "
        "على موافقة كتابية مسبقة من الطرف الآخر.",
    ),
    _bn(
        "Clause 8.1 shall not apply to information which:",
        "لا تسري أحكام البند ٨-١ على المعلومات التي:",
    ),
    _bn(
        "is or becomes public knowledge otherwise than through a breach of this Agreement;",
        "تكون متاحة للعموم أو تصبح كذلك لسبب لا يرجع إلى الإخلال بهذه الاتفاقية؛",
        3,
    ),
    _bn(
        "was lawfully in the possession of the receiving Party before its disclosure; or",
        "كانت في حيازة الطرف المتلقي بصورة مشروعة قبل الإفصاح عنها؛ أو",
        3,
    ),
    _bn(
        "must be disclosed by law or by order of a court or competent authority, provided "
        "that the receiving Party notifies the disclosing Party in advance where it is lawful "
        "to do so.",
        "يجب الإفصاح عنها بموجب القانون أو بأمر من محكمة أو جهة مختصة، شريطة أن يخطر الطرف "
        "المتلقي الطرف المفصح بذلك مسبقاً متى كان ذلك جائزاً قانوناً.",
        3,
    ),
    _bn(
        "The obligations in this clause 8 shall survive for three (3) years after the "
        "termination or expiry of this Agreement.",
        "تظل الالتزامات الواردة في هذا البند سارية لمدة ثلاث (٣) سنوات بعد إنهاء هذه الاتفاقية "
        "أو انتهاء مدتها.",
    ),
    # ------------------------------------------------------------------------------ 9
    _bh("FORCE MAJEURE", "القوة القاهرة"),
    _bn(
        "Neither Party shall be liable for any failure or delay in performing its obligations "
        "to the extent caused by an event beyond its reasonable control which could not have "
        "been foreseen or avoided, including natural disasters, epidemics, war, acts of "
        'terrorism and governmental measures (a "Force Majeure Event").',
        "لا يُسأل أي من الطرفين عن أي إخفاق أو تأخير في تنفيذ التزاماته متى كان ذلك ناتجاً عن "
        "حدث خارج عن سيطرته المعقولة ولم يكن في الوسع توقعه أو تفاديه، بما في ذلك الكوارث "
        'الطبيعية والأوبئة والحروب والأعمال الإرهابية والإجراءات الحكومية ("حدث القوة '
        'القاهرة").',
    ),
    _bn(
        "The affected Party shall notify the other Party in writing within seven (7) days of "
        "the occurrence of the Force Majeure Event and shall use all reasonable efforts to "
        "mitigate its effects.",
        "يلتزم الطرف المتأثر بإخطار الطرف الآخر كتابةً خلال سبعة (٧) أيام من تاريخ وقوع حدث "
        "القوة القاهرة، وببذل جميع الجهود المعقولة للحد من آثاره.",
    ),
    _bn(
        "If a Force Majeure Event continues for more than ninety (90) days, either Party may "
        "terminate the affected Purchase Order by written notice without liability.",
        "إذا استمر حدث القوة القاهرة مدة تزيد على تسعين (٩٠) يوماً، جاز لأي من الطرفين إنهاء أمر "
        "الشراء المتأثر بموجب إخطار كتابي دون أن يترتب عليه أي مسؤولية.",
    ),
    # ------------------------------------------------------------------------------ 10
    _bh("TERM AND TERMINATION", "مدة الاتفاقية وإنهاؤها"),
    _bn(
        "This Agreement shall remain in force for three (3) years from the Effective Date and "
        "shall be renewed automatically for successive periods of one (1) year unless either "
        "Party gives notice of non-renewal at least three (3) months before the end of the "
        "current period.",
        "تسري هذه الاتفاقية لمدة ثلاث (٣) سنوات اعتباراً من تاريخ السريان، وتتجدد تلقائياً لمدد "
        "متتالية مدة كل منها سنة واحدة، ما لم يخطر أي من الطرفين الطرف الآخر برغبته في عدم "
        "التجديد قبل انتهاء المدة السارية بثلاثة (٣) أشهر على الأقل.",
    ),
    _bn(
        "Either Party may terminate this Agreement with immediate effect by written notice if "
        "the other Party:",
        "يجوز لأي من الطرفين إنهاء هذه الاتفاقية بأثر فوري بموجب إخطار كتابي إذا:",
    ),
    _bn(
        "commits a material breach of this Agreement and fails to remedy it within thirty (30) "
        "days of receiving written notice requiring it to do so; or",
        "أخل الطرف الآخر إخلالاً جوهرياً بأي من التزاماته بموجب هذه الاتفاقية ولم يعالج ذلك "
        "الإخلال خلال ثلاثين (٣٠) يوماً من تاريخ إخطاره كتابةً بمعالجته؛ أو",
        3,
    ),
    _bn(
        "is declared bankrupt, enters into liquidation or makes an arrangement with its creditors.",
        "أُشهر إفلاس الطرف الآخر، أو دخل في إجراءات التصفية، أو أبرم تسوية مع دائنيه.",
        3,
    ),
    _bn(
        "Termination shall not affect the rights and obligations of the Parties accrued "
        "before the date of termination, nor any Purchase Order accepted before that date, "
        "which shall be performed in accordance with this Agreement.",
        "لا يخل إنهاء هذه الاتفاقية بالحقوق والالتزامات المترتبة للطرفين أو عليهما قبل تاريخ "
        "الإنهاء، ولا بأوامر الشراء المقبولة قبل ذلك التاريخ، والتي يستمر تنفيذها وفقاً لأحكام "
        "هذه الاتفاقية.",
    ),
    # ------------------------------------------------------------------------------ 11
    _bh("NOTICES AND ASSIGNMENT", "الإخطارات والتنازل"),
    _bn(
        "All notices under this Agreement shall be in writing in the English or Arabic "
        "language and shall be delivered by hand, by courier or by email to the addresses "
        "stated at the beginning of this Agreement, or to such other address as a Party may "
        "notify to the other.",
        "تكون جميع الإخطارات بموجب هذه الاتفاقية كتابيةً باللغة الإنجليزية أو العربية، وتُسلَّم "
        "باليد أو بواسطة البريد السريع أو بالبريد الإلكتروني على العناوين المبينة في صدر هذه "
        "الاتفاقية، أو على أي عنوان آخر يخطر به أحد الطرفين الطرف الآخر.",
    ),
    _bn(
        "Neither Party may assign or transfer any of its rights or obligations under this "
        "Agreement without the prior written consent of the other Party.",
        "لا يجوز لأي من الطرفين التنازل عن أي من حقوقه أو التزاماته بموجب هذه الاتفاقية أو "
        "نقلها إلى الغير دون موافقة كتابية مسبقة من الطرف الآخر.",
    ),
    # ------------------------------------------------------------------------------ 12
    _bh("LANGUAGE", "لغة الاتفاقية"),
    _bn(
        "This Agreement is made in the Arabic and English languages. In the event of any "
        "conflict or inconsistency between the Arabic text and the English text, the Arabic "
        "text shall prevail.",
        "حُررت هذه الاتفاقية باللغتين العربية والإنجليزية، وفي حال وجود أي تعارض أو اختلاف بين "
        "النص العربي والنص الإنجليزي، يسود النص العربي ويُعمل به.",
    ),
    _bn(
        "Technical documents, drawings and test certificates may be issued in English only.",
        "يجوز إصدار المستندات الفنية والرسومات وشهادات الاختبار باللغة الإنجليزية وحدها.",
    ),
    # ------------------------------------------------------------------------------ 13
    _bh("GOVERNING LAW AND ARBITRATION", "القانون الواجب التطبيق والتحكيم"),
    _bn(
        "This Agreement shall be governed by the laws of the Emirate of Dubai and, to the "
        "extent applicable in the Emirate of Dubai, the federal laws of the United Arab "
        "Emirates.",
        "يخضع هذا العقد لقوانين إمارة دبي، وللقوانين الاتحادية لدولة الإمارات العربية المتحدة "
        "بالقدر المطبق منها في إمارة دبي.",
    ),
    _bn(
        "The Parties shall endeavour to settle amicably any dispute arising out of or in "
        "connection with this Agreement within thirty (30) days of a written notice of "
        "dispute.",
        "يسعى الطرفان إلى تسوية أي نزاع ينشأ عن هذه الاتفاقية أو يتعلق بها تسويةً ودية خلال "
        "ثلاثين (٣٠) يوماً من تاريخ الإخطار الكتابي بالنزاع.",
    ),
    _bn(
        "Any dispute which is not settled amicably shall be finally resolved by arbitration "
        "under the Arbitration Rules of the Dubai International Arbitration Centre in force at "
        "the date of the request for arbitration. The tribunal shall consist of three (3) "
        "arbitrators, the seat of arbitration shall be Dubai, and the language of the "
        "arbitration shall be English.",
        "يُفصل نهائياً في أي نزاع لم تتم تسويته ودياً عن طريق التحكيم وفقاً لقواعد التحكيم لدى "
        "مركز دبي للتحكيم الدولي النافذة في تاريخ تقديم طلب التحكيم، وتُشكَّل هيئة التحكيم من "
        "ثلاثة (٣) محكمين، ويكون مقر التحكيم في دبي، وتكون اللغة الإنجليزية لغة التحكيم.",
    ),
    _bn(
        "The award of the arbitral tribunal shall be final and binding on the Parties. Pending "
        "the award, the Parties shall continue to perform their obligations under this "
        "Agreement.",
        "يكون حكم هيئة التحكيم نهائياً وملزماً للطرفين، ويستمر الطرفان في تنفيذ التزاماتهما "
        "بموجب هذه الاتفاقية لحين صدور الحكم.",
    ),
    # ------------------------------------------------------------------------------ 14
    _bh("GENERAL PROVISIONS", "أحكام عامة"),
    _bn(
        "This Agreement, together with its Schedule and the Purchase Orders, constitutes the "
        "entire agreement between the Parties and supersedes all prior negotiations and "
        "understandings relating to its subject matter.",
        "تشكل هذه الاتفاقية مع ملحقها وأوامر الشراء كامل الاتفاق بين الطرفين، وتحل محل جميع "
        "المفاوضات والتفاهمات السابقة المتعلقة بموضوعها.",
    ),
    _bn(
        "No amendment to this Agreement shall be valid unless it is made in writing and signed "
        "by the authorised representatives of both Parties.",
        "لا يُعتد بأي تعديل على هذه الاتفاقية ما لم يكن مكتوباً وموقعاً من الممثلين المفوضين "
        "لكلا الطرفين.",
    ),
    _bn(
        "This Agreement is executed in two (2) original counterparts, one of which has been "
        "received by each Party to act upon it.",
        "حُررت هذه الاتفاقية من نسختين (٢) أصليتين، تسلّم كل طرف نسخة منها للعمل بموجبها.",
    ),
    # ------------------------------------------------------------------------------ Schedule
    (PageBreak(),),
    (
        Heading(level=1, text="SCHEDULE 1 — GOODS, SPECIFICATIONS AND PRICES"),
        Heading(level=1, text="الملحق رقم (١) — البضائع والمواصفات والأسعار"),
    ),
    _bu(
        "The Price of each item is stated in United States dollars, DAP (Incoterms 2020) "
        "Delivery Point, excluding value added tax.",
        "السعر المبين لكل بند محدد بالدولار الأمريكي على أساس التسليم في نقطة التسليم (DAP) "
        "وفقاً لقواعد إنكوترمز ٢٠٢٠، ولا يشمل ضريبة القيمة المضافة.",
    ),
    (
        Table(
            rows=(
                (
                    "No. / الرقم",
                    "Description (English)",
                    "الوصف (بالعربية)",
                    "Unit Price (USD) / سعر الوحدة (دولار أمريكي)",
                ),
                (
                    "1 / ١",
                    "High-pressure multistage pump HPX-450, duplex stainless steel, 450 m³/h",
                    "مضخة متعددة المراحل عالية الضغط طراز HPX-450 من الفولاذ المزدوج المقاوم "
                    "للصدأ، بسعة ٤٥٠ م³/ساعة",
                    "186,400",
                ),
                (
                    "2 / ٢",
                    "Isobaric energy recovery device ERX-90",
                    "جهاز استرداد طاقة متساوي الضغط طراز ERX-90",
                    "74,250",
                ),
                (
                    "3 / ٣",
                    "Variable frequency drive, 1,250 kW, IP54 enclosure",
                    "محوّل تردد متغير بقدرة ١٢٥٠ كيلوواط، بغلاف من فئة IP54",
                    "58,900",
                ),
                (
                    "4 / ٤",
                    "Mechanical seal kit for pump HPX-450",
                    "طقم موانع تسرب ميكانيكية للمضخة طراز HPX-450",
                    "6,120",
                ),
                (
                    "5 / ٥",
                    "Bearing and coupling spare parts set (two years' operation)",
                    "مجموعة قطع غيار المحامل ووصلات الربط (تكفي لتشغيل سنتين)",
                    "9,480",
                ),
                (
                    "6 / ٦",
                    "Commissioning supervision, per engineer per day",
                    "الإشراف على التشغيل التجريبي، لكل مهندس في اليوم",
                    "1,350",
                ),
                (
                    "7 / ٧",
                    "Operator training course at the Buyer's site (five days)",
                    "دورة تدريبية للمشغلين في موقع المشتري (خمسة أيام)",
                    "12,600",
                ),
            ),
        ),
    ),
    _bu(
        "Minimum annual quantity: eight (8) pumps of type HPX-450 and eight (8) energy "
        "recovery devices of type ERX-90 in each year of this Agreement.",
        "الحد الأدنى للكمية السنوية: ثماني (٨) مضخات من طراز HPX-450 وثمانية (٨) أجهزة "
        "لاسترداد الطاقة من طراز ERX-90 في كل سنة من سنوات سريان هذه الاتفاقية.",
    ),
    # ------------------------------------------------------------------------------ Signatures
    _bu(
        "IN WITNESS WHEREOF, the Parties have signed this Agreement through their duly "
        "authorised representatives on the date first written above.",
        "وإثباتاً لما تقدم، وقّع الطرفان على هذه الاتفاقية بواسطة ممثليهما المفوضين حسب الأصول "
        "في التاريخ المبين في صدرها.",
    ),
    _bu(
        "For and on behalf of the Buyer, Golden Coast Water Solutions LLC",
        "عن المشتري وبالنيابة عنه: شركة الساحل الذهبي لحلول المياه ذ.م.م",
        "Signature",
    ),
    _bu(
        "Name: Khalid Abdullah Al Muhairi — Title: General Manager",
        "الاسم: خالد عبد الله المهيري — الصفة: المدير العام",
        "Signature",
    ),
    _bu("Signature: ______________________", "التوقيع: ______________________", "Signature"),
    _bu(
        "For and on behalf of the Supplier, Nordhavn Pumpeteknik A/S",
        "عن المورد وبالنيابة عنه: شركة نوردهافن بومبتكنيك إيه/إس",
        "Signature",
    ),
    _bu(
        "Name: Mathias Holm — Title: Chief Executive Officer",
        "الاسم: ماتياس هولم — الصفة: الرئيس التنفيذي",
        "Signature",
    ),
    _bu("Signature: ______________________", "التوقيع: ______________________", "Signature"),
    _bu("Date: 2 February 2026", "التاريخ: ٢ فبراير ٢٠٢٦", "Signature"),
]

CONTRACT_AR_EN_SUPPLY = SampleDoc(
    stem="contract_ar_en_supply",
    language="ar-en",
    kind="contract",
    direction="ltr",
    running_header="Supply Agreement — اتفاقية توريد",
    running_footer="Golden Coast / Nordhavn — Supply Agreement SA-2026-017",
    blocks=tuple(block for part in _SUPPLY_PARTS for block in part),
)

DOCUMENTS: list[SampleDoc] = [CONTRACT_EN_SERVICES, CONTRACT_AR_EN_SUPPLY]
