(define (problem plan_trial_gmem_0009)
(:domain alfred)
(:objects
        agent1 - agent
        AlarmClockType - otype
        AppleType - otype
        BaseballBatType - otype
        BasketBallType - otype
        BathtubType - otype
        BlindsType - otype
        BookType - otype
        BootsType - otype
        BowlType - otype
        BoxType - otype
        BreadType - otype
        ButterKnifeType - otype
        CDType - otype
        CandleType - otype
        CellPhoneType - otype
        ChairType - otype
        ClothType - otype
        CreditCardType - otype
        CupType - otype
        CurtainsType - otype
        DeskLampType - otype
        DishSpongeType - otype
        EggType - otype
        FloorLampType - otype
        FootstoolType - otype
        ForkType - otype
        GlassbottleType - otype
        HandTowelType - otype
        HousePlantType - otype
        KettleType - otype
        KeyChainType - otype
        KnifeType - otype
        LadleType - otype
        LaptopType - otype
        LaundryHamperLidType - otype
        LettuceType - otype
        LightSwitchType - otype
        MirrorType - otype
        MugType - otype
        NewspaperType - otype
        PaintingType - otype
        PanType - otype
        PaperTowelType - otype
        PaperTowelRollType - otype
        PenType - otype
        PencilType - otype
        PepperShakerType - otype
        PillowType - otype
        PlateType - otype
        PlungerType - otype
        PosterType - otype
        PotType - otype
        PotatoType - otype
        RemoteControlType - otype
        SaltShakerType - otype
        ScrubBrushType - otype
        ShowerDoorType - otype
        ShowerGlassType - otype
        SinkType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SpatulaType - otype
        SpoonType - otype
        SprayBottleType - otype
        StatueType - otype
        StoveKnobType - otype
        TeddyBearType - otype
        TelevisionType - otype
        TennisRacketType - otype
        TissueBoxType - otype
        ToiletPaperType - otype
        ToiletPaperRollType - otype
        TomatoType - otype
        TowelType - otype
        VaseType - otype
        WatchType - otype
        WateringCanType - otype
        WindowType - otype
        WineBottleType - otype
        ArmChairType - rtype
        BathtubBasinType - rtype
        BedType - rtype
        CabinetType - rtype
        CartType - rtype
        CoffeeMachineType - rtype
        CoffeeTableType - rtype
        CounterTopType - rtype
        DeskType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        HandTowelHolderType - rtype
        LaundryHamperType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        PaintingHangerType - rtype
        SafeType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        StoveBurnerType - rtype
        TVStandType - rtype
        ToasterType - rtype
        ToiletType - rtype
        ToiletPaperHangerType - rtype
        TowelHolderType - rtype
        Pen_bar__minus_00_dot_49_bar__plus_00_dot_43_bar__minus_03_dot_81 - object
        DeskLamp_bar__minus_03_dot_76_bar__plus_00_dot_06_bar__minus_03_dot_70 - object
        CellPhone_bar__minus_00_dot_47_bar__plus_00_dot_43_bar__minus_03_dot_83 - object
        CreditCard_bar__minus_00_dot_46_bar__plus_00_dot_34_bar__minus_04_dot_03 - object
        Pan_bar__minus_00_dot_81_bar__plus_00_dot_06_bar__minus_04_dot_08 - object
        Laptop_bar__minus_00_dot_44_bar__plus_00_dot_34_bar__minus_04_dot_05 - object
        Bed_bar__minus_02_dot_98_bar__plus_00_dot_01_bar__minus_01_dot_18 - receptacle
        CoffeeTable_bar__minus_00_dot_50_bar__plus_00_dot_29_bar__minus_03_dot_99 - receptacle
        DiningTable_bar__minus_00_dot_86_bar__plus_00_dot_01_bar__minus_04_dot_03 - receptacle
        Drawer_bar__minus_00_dot_50_bar__plus_00_dot_38_bar__minus_03_dot_80 - receptacle
        Drawer_bar__minus_03_dot_62_bar__plus_00_dot_68_bar__minus_03_dot_28 - receptacle
        Dresser_bar__minus_03_dot_78_bar__plus_00_dot_01_bar__minus_03_dot_68 - receptacle
        loc_bar__minus_10_bar__minus_14_bar_3_bar_30 - location
        loc_bar__minus_12_bar__minus_13_bar_0_bar_30 - location
        loc_bar__minus_12_bar__minus_16_bar_3_bar_30 - location
        loc_bar__minus_3_bar__minus_12_bar_2_bar_30 - location
        loc_bar__minus_4_bar__minus_11_bar_2_bar_30 - location
        loc_bar__minus_4_bar__minus_12_bar_2_bar_30 - location
        loc_bar_0_bar_0_bar_0_bar_30 - location
        )

(:init
        (receptacleType Bed_bar__minus_02_dot_98_bar__plus_00_dot_01_bar__minus_01_dot_18 BedType)
        (receptacleType CoffeeTable_bar__minus_00_dot_50_bar__plus_00_dot_29_bar__minus_03_dot_99 CoffeeTableType)
        (receptacleType DiningTable_bar__minus_00_dot_86_bar__plus_00_dot_01_bar__minus_04_dot_03 DiningTableType)
        (receptacleType Drawer_bar__minus_00_dot_50_bar__plus_00_dot_38_bar__minus_03_dot_80 DrawerType)
        (receptacleType Drawer_bar__minus_03_dot_62_bar__plus_00_dot_68_bar__minus_03_dot_28 DrawerType)
        (receptacleType Dresser_bar__minus_03_dot_78_bar__plus_00_dot_01_bar__minus_03_dot_68 DresserType)
        (objectType Pen_bar__minus_00_dot_49_bar__plus_00_dot_43_bar__minus_03_dot_81 PenType)
        (objectType DeskLamp_bar__minus_03_dot_76_bar__plus_00_dot_06_bar__minus_03_dot_70 DeskLampType)
        (objectType CellPhone_bar__minus_00_dot_47_bar__plus_00_dot_43_bar__minus_03_dot_83 CellPhoneType)
        (objectType CreditCard_bar__minus_00_dot_46_bar__plus_00_dot_34_bar__minus_04_dot_03 CreditCardType)
        (objectType Pan_bar__minus_00_dot_81_bar__plus_00_dot_06_bar__minus_04_dot_08 PanType)
        (objectType Laptop_bar__minus_00_dot_44_bar__plus_00_dot_34_bar__minus_04_dot_05 LaptopType)
        (canContain BedType CellPhoneType)
        (canContain BedType LaptopType)
        (canContain CoffeeTableType CellPhoneType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType PanType)
        (canContain CoffeeTableType PenType)
        (canContain DiningTableType CellPhoneType)
        (canContain DiningTableType CreditCardType)
        (canContain DiningTableType LaptopType)
        (canContain DiningTableType PanType)
        (canContain DiningTableType PenType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType PenType)
        (canContain DresserType CellPhoneType)
        (canContain DresserType CreditCardType)
        (canContain DresserType LaptopType)
        (canContain DresserType PenType)
        (pickupable Pen_bar__minus_00_dot_49_bar__plus_00_dot_43_bar__minus_03_dot_81)
        (toggleable DeskLamp_bar__minus_03_dot_76_bar__plus_00_dot_06_bar__minus_03_dot_70)
        (pickupable CellPhone_bar__minus_00_dot_47_bar__plus_00_dot_43_bar__minus_03_dot_83)
        (pickupable CreditCard_bar__minus_00_dot_46_bar__plus_00_dot_34_bar__minus_04_dot_03)
        (pickupable Pan_bar__minus_00_dot_81_bar__plus_00_dot_06_bar__minus_04_dot_08)
        (isReceptacleObject Pan_bar__minus_00_dot_81_bar__plus_00_dot_06_bar__minus_04_dot_08)
        (cleanable Pan_bar__minus_00_dot_81_bar__plus_00_dot_06_bar__minus_04_dot_08)
        (coolable Pan_bar__minus_00_dot_81_bar__plus_00_dot_06_bar__minus_04_dot_08)
        (pickupable Laptop_bar__minus_00_dot_44_bar__plus_00_dot_34_bar__minus_04_dot_05)
        (openable Drawer_bar__minus_00_dot_50_bar__plus_00_dot_38_bar__minus_03_dot_80)
        (openable Drawer_bar__minus_03_dot_62_bar__plus_00_dot_68_bar__minus_03_dot_28)
        (atLocation agent1 loc_bar_0_bar_0_bar_0_bar_30)
        (inReceptacle Pen_bar__minus_00_dot_49_bar__plus_00_dot_43_bar__minus_03_dot_81 Drawer_bar__minus_00_dot_50_bar__plus_00_dot_38_bar__minus_03_dot_80)
        (inReceptacle DeskLamp_bar__minus_03_dot_76_bar__plus_00_dot_06_bar__minus_03_dot_70 Dresser_bar__minus_03_dot_78_bar__plus_00_dot_01_bar__minus_03_dot_68)
        (inReceptacle CellPhone_bar__minus_00_dot_47_bar__plus_00_dot_43_bar__minus_03_dot_83 Drawer_bar__minus_00_dot_50_bar__plus_00_dot_38_bar__minus_03_dot_80)
        (inReceptacle CreditCard_bar__minus_00_dot_46_bar__plus_00_dot_34_bar__minus_04_dot_03 CoffeeTable_bar__minus_00_dot_50_bar__plus_00_dot_29_bar__minus_03_dot_99)
        (inReceptacle Pan_bar__minus_00_dot_81_bar__plus_00_dot_06_bar__minus_04_dot_08 DiningTable_bar__minus_00_dot_86_bar__plus_00_dot_01_bar__minus_04_dot_03)
        (inReceptacle Laptop_bar__minus_00_dot_44_bar__plus_00_dot_34_bar__minus_04_dot_05 CoffeeTable_bar__minus_00_dot_50_bar__plus_00_dot_29_bar__minus_03_dot_99)
        (receptacleAtLocation Bed_bar__minus_02_dot_98_bar__plus_00_dot_01_bar__minus_01_dot_18 loc_bar__minus_12_bar__minus_13_bar_0_bar_30)
        (receptacleAtLocation CoffeeTable_bar__minus_00_dot_50_bar__plus_00_dot_29_bar__minus_03_dot_99 loc_bar__minus_3_bar__minus_12_bar_2_bar_30)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_86_bar__plus_00_dot_01_bar__minus_04_dot_03 loc_bar__minus_4_bar__minus_12_bar_2_bar_30)
        (receptacleAtLocation Drawer_bar__minus_00_dot_50_bar__plus_00_dot_38_bar__minus_03_dot_80 loc_bar__minus_4_bar__minus_11_bar_2_bar_30)
        (receptacleAtLocation Drawer_bar__minus_03_dot_62_bar__plus_00_dot_68_bar__minus_03_dot_28 loc_bar__minus_10_bar__minus_14_bar_3_bar_30)
        (receptacleAtLocation Dresser_bar__minus_03_dot_78_bar__plus_00_dot_01_bar__minus_03_dot_68 loc_bar__minus_12_bar__minus_16_bar_3_bar_30)
        (objectAtLocation Pen_bar__minus_00_dot_49_bar__plus_00_dot_43_bar__minus_03_dot_81 loc_bar__minus_4_bar__minus_11_bar_2_bar_30)
        (objectAtLocation DeskLamp_bar__minus_03_dot_76_bar__plus_00_dot_06_bar__minus_03_dot_70 loc_bar__minus_12_bar__minus_16_bar_3_bar_30)
        (objectAtLocation CellPhone_bar__minus_00_dot_47_bar__plus_00_dot_43_bar__minus_03_dot_83 loc_bar__minus_4_bar__minus_11_bar_2_bar_30)
        (objectAtLocation CreditCard_bar__minus_00_dot_46_bar__plus_00_dot_34_bar__minus_04_dot_03 loc_bar__minus_3_bar__minus_12_bar_2_bar_30)
        (objectAtLocation Pan_bar__minus_00_dot_81_bar__plus_00_dot_06_bar__minus_04_dot_08 loc_bar__minus_4_bar__minus_12_bar_2_bar_30)
        (objectAtLocation Laptop_bar__minus_00_dot_44_bar__plus_00_dot_34_bar__minus_04_dot_05 loc_bar__minus_3_bar__minus_12_bar_2_bar_30)
        )

(:goal
             (and
                 (exists (?ot - object
                          ?r - receptacle
                          ?a - agent
                          ?l - location)
                     (and
                         (objectType ?ot DeskLampType)
                         (toggleable ?ot)
                         (isToggled ?ot)
                         (receptacleAtLocation ?r ?l)
                         (atLocation ?a ?l)
                         (inReceptacle ?ot ?r)
                     )
                 )
                 (exists (?o - object
                          ?a - agent)
                     (and
                         (objectType ?o PenType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
