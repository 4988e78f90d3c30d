(define (problem plan_trial_gmem_0030)
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
        Bread_bar__minus_00_dot_51_bar__plus_00_dot_06_bar__plus_00_dot_94 - object
        Apple_bar__plus_00_dot_77_bar__plus_00_dot_93_bar__minus_00_dot_70 - object
        Pan_bar__minus_02_dot_14_bar__plus_00_dot_02_bar__minus_03_dot_40 - object
        Lettuce_bar__plus_00_dot_79_bar__plus_00_dot_93_bar__minus_00_dot_72 - object
        Box_bar__plus_00_dot_84_bar__plus_00_dot_97_bar__minus_00_dot_16 - object
        Cabinet_bar__plus_00_dot_51_bar__plus_00_dot_35_bar__plus_00_dot_16 - receptacle
        Cabinet_bar__plus_00_dot_51_bar__plus_00_dot_35_bar__minus_00_dot_43 - receptacle
        CounterTop_bar__plus_00_dot_79_bar__plus_00_dot_92_bar__minus_00_dot_11 - receptacle
        DiningTable_bar__minus_00_dot_52_bar__plus_00_dot_01_bar__plus_00_dot_95 - receptacle
        DiningTable_bar__minus_02_dot_17_bar__minus_00_dot_03_bar__minus_03_dot_37 - receptacle
        Fridge_bar__plus_00_dot_68_bar__minus_00_dot_03_bar__minus_01_dot_96 - receptacle
        Microwave_bar__minus_02_dot_01_bar__plus_00_dot_69_bar__minus_03_dot_69 - receptacle
        SideTable_bar__plus_00_dot_77_bar__plus_00_dot_70_bar__plus_00_dot_45 - receptacle
        Sink_bar__plus_00_dot_75_bar__plus_00_dot_88_bar__minus_00_dot_68_bar_SinkBasin - receptacle
        loc_bar__minus_1_bar__minus_8_bar_1_bar_30 - location
        loc_bar__minus_1_bar_1_bar_1_bar_30 - location
        loc_bar__minus_2_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_2_bar_1_bar_1_bar_30 - location
        loc_bar__minus_7_bar__minus_11_bar_2_bar_30 - location
        loc_bar_0_bar_0_bar_0_bar_30 - location
        loc_bar_0_bar_1_bar_0_bar_30 - location
        loc_bar_1_bar__minus_2_bar_1_bar_30 - location
        loc_bar_1_bar_0_bar_1_bar_30 - location
        )

(:init
        (receptacleType Cabinet_bar__plus_00_dot_51_bar__plus_00_dot_35_bar__plus_00_dot_16 CabinetType)
        (receptacleType Cabinet_bar__plus_00_dot_51_bar__plus_00_dot_35_bar__minus_00_dot_43 CabinetType)
        (receptacleType CounterTop_bar__plus_00_dot_79_bar__plus_00_dot_92_bar__minus_00_dot_11 CounterTopType)
        (receptacleType DiningTable_bar__minus_00_dot_52_bar__plus_00_dot_01_bar__plus_00_dot_95 DiningTableType)
        (receptacleType DiningTable_bar__minus_02_dot_17_bar__minus_00_dot_03_bar__minus_03_dot_37 DiningTableType)
        (receptacleType Fridge_bar__plus_00_dot_68_bar__minus_00_dot_03_bar__minus_01_dot_96 FridgeType)
        (receptacleType Microwave_bar__minus_02_dot_01_bar__plus_00_dot_69_bar__minus_03_dot_69 MicrowaveType)
        (receptacleType SideTable_bar__plus_00_dot_77_bar__plus_00_dot_70_bar__plus_00_dot_45 SideTableType)
        (receptacleType Sink_bar__plus_00_dot_75_bar__plus_00_dot_88_bar__minus_00_dot_68_bar_SinkBasin SinkBasinType)
        (objectType Bread_bar__minus_00_dot_51_bar__plus_00_dot_06_bar__plus_00_dot_94 BreadType)
        (objectType Apple_bar__plus_00_dot_77_bar__plus_00_dot_93_bar__minus_00_dot_70 AppleType)
        (objectType Pan_bar__minus_02_dot_14_bar__plus_00_dot_02_bar__minus_03_dot_40 PanType)
        (objectType Lettuce_bar__plus_00_dot_79_bar__plus_00_dot_93_bar__minus_00_dot_72 LettuceType)
        (objectType Box_bar__plus_00_dot_84_bar__plus_00_dot_97_bar__minus_00_dot_16 BoxType)
        (canContain CabinetType BoxType)
        (canContain CabinetType PanType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BoxType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType LettuceType)
        (canContain CounterTopType PanType)
        (canContain DiningTableType AppleType)
        (canContain DiningTableType BoxType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType LettuceType)
        (canContain DiningTableType PanType)
        (canContain FridgeType AppleType)
        (canContain FridgeType BreadType)
        (canContain FridgeType LettuceType)
        (canContain FridgeType PanType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType BreadType)
        (canContain SideTableType AppleType)
        (canContain SideTableType BoxType)
        (canContain SideTableType BreadType)
        (canContain SideTableType LettuceType)
        (canContain SideTableType PanType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType LettuceType)
        (canContain SinkBasinType PanType)
        (pickupable Bread_bar__minus_00_dot_51_bar__plus_00_dot_06_bar__plus_00_dot_94)
        (heatable Bread_bar__minus_00_dot_51_bar__plus_00_dot_06_bar__plus_00_dot_94)
        (coolable Bread_bar__minus_00_dot_51_bar__plus_00_dot_06_bar__plus_00_dot_94)
        (sliceable Bread_bar__minus_00_dot_51_bar__plus_00_dot_06_bar__plus_00_dot_94)
        (pickupable Apple_bar__plus_00_dot_77_bar__plus_00_dot_93_bar__minus_00_dot_70)
        (cleanable Apple_bar__plus_00_dot_77_bar__plus_00_dot_93_bar__minus_00_dot_70)
        (heatable Apple_bar__plus_00_dot_77_bar__plus_00_dot_93_bar__minus_00_dot_70)
        (coolable Apple_bar__plus_00_dot_77_bar__plus_00_dot_93_bar__minus_00_dot_70)
        (sliceable Apple_bar__plus_00_dot_77_bar__plus_00_dot_93_bar__minus_00_dot_70)
        (pickupable Pan_bar__minus_02_dot_14_bar__plus_00_dot_02_bar__minus_03_dot_40)
        (isReceptacleObject Pan_bar__minus_02_dot_14_bar__plus_00_dot_02_bar__minus_03_dot_40)
        (cleanable Pan_bar__minus_02_dot_14_bar__plus_00_dot_02_bar__minus_03_dot_40)
        (coolable Pan_bar__minus_02_dot_14_bar__plus_00_dot_02_bar__minus_03_dot_40)
        (pickupable Lettuce_bar__plus_00_dot_79_bar__plus_00_dot_93_bar__minus_00_dot_72)
        (cleanable Lettuce_bar__plus_00_dot_79_bar__plus_00_dot_93_bar__minus_00_dot_72)
        (coolable Lettuce_bar__plus_00_dot_79_bar__plus_00_dot_93_bar__minus_00_dot_72)
        (sliceable Lettuce_bar__plus_00_dot_79_bar__plus_00_dot_93_bar__minus_00_dot_72)
        (pickupable Box_bar__plus_00_dot_84_bar__plus_00_dot_97_bar__minus_00_dot_16)
        (isReceptacleObject Box_bar__plus_00_dot_84_bar__plus_00_dot_97_bar__minus_00_dot_16)
        (openable Cabinet_bar__plus_00_dot_51_bar__plus_00_dot_35_bar__plus_00_dot_16)
        (openable Cabinet_bar__plus_00_dot_51_bar__plus_00_dot_35_bar__minus_00_dot_43)
        (openable Fridge_bar__plus_00_dot_68_bar__minus_00_dot_03_bar__minus_01_dot_96)
        (openable Microwave_bar__minus_02_dot_01_bar__plus_00_dot_69_bar__minus_03_dot_69)
        (atLocation agent1 loc_bar_0_bar_0_bar_0_bar_30)
        (inReceptacle Bread_bar__minus_00_dot_51_bar__plus_00_dot_06_bar__plus_00_dot_94 DiningTable_bar__minus_00_dot_52_bar__plus_00_dot_01_bar__plus_00_dot_95)
        (inReceptacle Apple_bar__plus_00_dot_77_bar__plus_00_dot_93_bar__minus_00_dot_70 Sink_bar__plus_00_dot_75_bar__plus_00_dot_88_bar__minus_00_dot_68_bar_SinkBasin)
        (inReceptacle Pan_bar__minus_02_dot_14_bar__plus_00_dot_02_bar__minus_03_dot_40 DiningTable_bar__minus_02_dot_17_bar__minus_00_dot_03_bar__minus_03_dot_37)
        (inReceptacle Lettuce_bar__plus_00_dot_79_bar__plus_00_dot_93_bar__minus_00_dot_72 Sink_bar__plus_00_dot_75_bar__plus_00_dot_88_bar__minus_00_dot_68_bar_SinkBasin)
        (inReceptacle Box_bar__plus_00_dot_84_bar__plus_00_dot_97_bar__minus_00_dot_16 CounterTop_bar__plus_00_dot_79_bar__plus_00_dot_92_bar__minus_00_dot_11)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_51_bar__plus_00_dot_35_bar__plus_00_dot_16 loc_bar__minus_2_bar_1_bar_1_bar_30)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_51_bar__plus_00_dot_35_bar__minus_00_dot_43 loc_bar__minus_2_bar__minus_1_bar_1_bar_30)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_79_bar__plus_00_dot_92_bar__minus_00_dot_11 loc_bar_1_bar_0_bar_1_bar_30)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_52_bar__plus_00_dot_01_bar__plus_00_dot_95 loc_bar_0_bar_1_bar_0_bar_30)
        (receptacleAtLocation DiningTable_bar__minus_02_dot_17_bar__minus_00_dot_03_bar__minus_03_dot_37 loc_bar__minus_7_bar__minus_11_bar_2_bar_30)
        (receptacleAtLocation Fridge_bar__plus_00_dot_68_bar__minus_00_dot_03_bar__minus_01_dot_96 loc_bar__minus_1_bar__minus_8_bar_1_bar_30)
        (receptacleAtLocation Microwave_bar__minus_02_dot_01_bar__plus_00_dot_69_bar__minus_03_dot_69 loc_bar__minus_7_bar__minus_11_bar_2_bar_30)
        (receptacleAtLocation SideTable_bar__plus_00_dot_77_bar__plus_00_dot_70_bar__plus_00_dot_45 loc_bar__minus_1_bar_1_bar_1_bar_30)
        (receptacleAtLocation Sink_bar__plus_00_dot_75_bar__plus_00_dot_88_bar__minus_00_dot_68_bar_SinkBasin loc_bar_1_bar__minus_2_bar_1_bar_30)
        (objectAtLocation Bread_bar__minus_00_dot_51_bar__plus_00_dot_06_bar__plus_00_dot_94 loc_bar_0_bar_1_bar_0_bar_30)
        (objectAtLocation Apple_bar__plus_00_dot_77_bar__plus_00_dot_93_bar__minus_00_dot_70 loc_bar_1_bar__minus_2_bar_1_bar_30)
        (objectAtLocation Pan_bar__minus_02_dot_14_bar__plus_00_dot_02_bar__minus_03_dot_40 loc_bar__minus_7_bar__minus_11_bar_2_bar_30)
        (objectAtLocation Lettuce_bar__plus_00_dot_79_bar__plus_00_dot_93_bar__minus_00_dot_72 loc_bar_1_bar__minus_2_bar_1_bar_30)
        (objectAtLocation Box_bar__plus_00_dot_84_bar__plus_00_dot_97_bar__minus_00_dot_16 loc_bar_1_bar_0_bar_1_bar_30)
        )

(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o BreadType)
                            (receptacleType ?r MicrowaveType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
